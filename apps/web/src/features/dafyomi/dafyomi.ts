import { notFound, permanentRedirect, redirect } from 'next/navigation';
import { resolveMasechta, type BavliMasechta } from '@openshiur/reference-data';
import type { DafItemOutcome } from './daf-item-address';
import { safeDecode } from '@/lib/safe-decode';

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

/** The daf a segment names when it is a daf of the masechta ("5" in Berachos), else undefined. */
export function dafInMasechta(masechta: BavliMasechta, segment: string): number | undefined {
  if (!/^[1-9]\d{0,2}$/.test(segment)) return undefined;
  const daf = Number(segment);
  return daf >= masechta.firstDaf && daf <= masechta.lastDaf ? daf : undefined;
}

/** A daf number within the masechta's range, else a 404. */
export function dafOrNotFound(masechta: BavliMasechta, segment: string): number {
  const daf = dafInMasechta(masechta, segment);
  if (daf === undefined) notFound();
  return daf;
}

/** Acts on a Daf Yomi item outcome inside a page: the 404 page, a redirect, or the place it shows. */
export function followDafItemOutcome(outcome: DafItemOutcome): { masechta: BavliMasechta; daf: number } {
  if (outcome.kind === 'not-found') notFound();
  if (outcome.kind === 'redirect') return outcome.permanent ? permanentRedirect(outcome.path) : redirect(outcome.path);
  return { masechta: outcome.masechta, daf: outcome.daf };
}
