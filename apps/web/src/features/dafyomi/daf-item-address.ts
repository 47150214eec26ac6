import { bavliMasechtaBySlug, bavliMasechtot, type BavliMasechta } from '@openshiur/reference-data';
import { dafYomiHref } from './daf-navigation';

/** The highest daf number in Shas (Bava Basra 176). */
const HIGHEST_DAF = Math.max(...bavliMasechtot.map((masechta) => masechta.lastDaf));

/**
 * Whether a segment reads as a daf number: digits no higher than the highest daf of any masechta.
 * Such a segment is always taken as a daf (a 404 when the masechta has no such daf), never as the
 * id of a shiur, so `/dafyomi/berachos/65` is an out-of-range daf whatever shiur 65 is.
 */
export function readsAsDaf(segment: string): boolean {
  return /^\d{1,3}$/.test(segment) && Number(segment) <= HIGHEST_DAF;
}

/**
 * A Daf Yomi item address as typed: `/dafyomi/{masechta}/{daf}/{id}`, or without the optional daf
 * `/dafyomi/{masechta}/{id}` (an id is told from a daf by being higher than any daf in Shas).
 */
export interface DafItemAddress {
  masechtaSlug: string;
  daf?: string;
  id: string;
}

/** The item address a path names, or undefined when it names a masechta, a daf or nothing. */
export function parseDafItemAddress(pathname: string): DafItemAddress | undefined {
  const [empty, root, masechtaSlug, third, fourth, ...rest] = pathname.split('/');
  if (empty !== '' || root !== 'dafyomi' || !masechtaSlug || !third || rest.length > 0)
    return undefined;
  if (fourth !== undefined)
    return /^\d+$/.test(fourth) ? { masechtaSlug, daf: third, id: fourth } : undefined;
  return /^\d+$/.test(third) && !readsAsDaf(third) ? { masechtaSlug, id: third } : undefined;
}

/** Where a shiur stands in Shas, as the post query gives it. */
export interface ShiurPlace {
  id: string;
  learning: { masechtaSlug?: string | null; daf?: number | null };
}

export type DafItemOutcome =
  | { kind: 'show'; masechta: BavliMasechta; daf: number }
  | { kind: 'redirect'; path: string; permanent: boolean }
  | { kind: 'not-found' };

/**
 * What an item address shows. Its own address shows the shiur. Another daf or masechta, or no daf,
 * goes for good to its own address; a shiur on the whole masechta has no daf to stand on, so it goes
 * to its post page. An id that is no shiur on a masechta of the cycle is a 404, and so is an address
 * without a daf whose masechta is not the shiur's (it may well be a mistyped daf).
 */
export function dafItemOutcome(
  address: DafItemAddress,
  post: ShiurPlace | null | undefined,
): DafItemOutcome {
  const own = post?.learning.masechtaSlug
    ? bavliMasechtaBySlug(post.learning.masechtaSlug)
    : undefined;
  if (!post || !own) return { kind: 'not-found' };
  if (address.daf === undefined && own.slug !== address.masechtaSlug) return { kind: 'not-found' };
  const daf = post.learning.daf;
  if (daf == null) return { kind: 'redirect', path: `/p/${post.id}`, permanent: false };
  if (own.slug !== address.masechtaSlug || String(daf) !== address.daf) {
    return { kind: 'redirect', path: dafYomiHref.item(own, daf, post.id), permanent: true };
  }
  return { kind: 'show', masechta: own, daf };
}
