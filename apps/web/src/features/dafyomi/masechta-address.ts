import { resolveMasechta } from '@openshiur/reference-data';
import { safeDecode } from '@/lib/safe-decode';

/**
 * The canonical form of a Daf Yomi address whose masechta is spelt another way (`/dafyomi/Berakhot/5`
 * → `/dafyomi/berachos/5`, Hebrew and any case too), keeping the rest of the path; undefined when
 * the address is already canonical, is not a Daf Yomi address, or names no known masechta.
 */
export function canonicalDafYomiPath(pathname: string): string | undefined {
  const segments = pathname.split('/');
  if (segments[1] !== 'dafyomi' || !segments[2]) return undefined;
  const decoded = safeDecode(segments[2]);
  const masechta = decoded === undefined ? undefined : resolveMasechta(decoded);
  if (!masechta || masechta.slug === segments[2]) return undefined;
  segments[2] = masechta.slug;
  return segments.join('/');
}
