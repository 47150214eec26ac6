import 'server-only';
import { notFound, permanentRedirect } from 'next/navigation';
import { safeDecode } from '@/lib/safe-decode';
import { findProgramme } from './programmes';
import type { LearningProgramme, UnitPage } from './types';

/** The programme named by `/learning/{id}`, or the 404 page. */
export function programmeOrNotFound(id: string): LearningProgramme {
  return findProgramme(id) ?? notFound();
}

/**
 * The unit page of `/learning/{id}/{...segments}`: a known unit in another spelling redirects to
 * its canonical address; anything else unknown is the 404 page.
 */
export function unitPageOrNotFound(
  id: string,
  segments: readonly string[],
): { programme: LearningProgramme; page: UnitPage } {
  const programme = programmeOrNotFound(id);
  const resolved = programme.unitPage?.(segments.map(decodedOrNotFound));
  if (!resolved) notFound();
  if ('redirect' in resolved) permanentRedirect(resolved.redirect);
  return { programme, page: resolved.page };
}

/** Next hands catch-all segments over still percent-encoded in some cases; a bad escape is a 404. */
function decodedOrNotFound(segment: string): string {
  return safeDecode(segment) ?? notFound();
}

/**
 * The canonical address of a learning unit typed in another spelling (`/learning/mishnayot/Berakhot/3`
 * → `/learning/mishnayot/berachos/3`), for proxy.ts to redirect before the page streams: a redirect
 * from a page's first render carries its Location header twice in Next 16 (vercel/next.js#95913).
 * Undefined when the address is canonical, unknown, or no unit address at all.
 */
export function canonicalUnitPath(pathname: string): string | undefined {
  const [empty, root, id, ...segments] = pathname.split('/');
  if (empty !== '' || root !== 'learning' || !id || segments.length === 0) return undefined;
  const decoded = segments.map(safeDecode);
  if (decoded.some((segment) => segment === undefined)) return undefined;
  const resolved = findProgramme(id)?.unitPage?.(decoded as string[]);
  return resolved && 'redirect' in resolved ? resolved.redirect : undefined;
}
