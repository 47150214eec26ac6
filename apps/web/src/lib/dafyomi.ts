import { notFound, permanentRedirect } from 'next/navigation';
import { resolveMasechta, type BavliMasechta } from '@openshiur/reference-data';

/**
 * Resolves the masechta segment of a Daf Yomi address. Any known spelling works: a non-canonical one
 * redirects to the canonical slug (keeping the rest of the path); an unknown one is a 404.
 */
export function masechtaOrNotFound(segment: string, rest: readonly string[] = []): BavliMasechta {
  const decoded = safeDecode(segment);
  const masechta = decoded === undefined ? undefined : resolveMasechta(decoded);
  if (!masechta) notFound();
  if (masechta.slug !== segment) {
    permanentRedirect(['/dafyomi', masechta.slug, ...rest].join('/'));
  }
  return masechta;
}

/** A daf number within the masechta's range, else a 404. */
export function dafOrNotFound(masechta: BavliMasechta, segment: string): number {
  if (!/^\d{1,3}$/.test(segment)) notFound();
  const daf = Number(segment);
  if (daf < masechta.firstDaf || daf > masechta.lastDaf) notFound();
  return daf;
}

function safeDecode(segment: string): string | undefined {
  try {
    return decodeURIComponent(segment);
  } catch {
    return undefined;
  }
}
