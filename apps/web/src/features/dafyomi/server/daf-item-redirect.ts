import 'server-only';
import { dafItemOutcome, parseDafItemAddress, type ShiurPlace } from '@/features/dafyomi/daf-item-address';
import { readAsAnonymous } from '@/server/anonymous-read';

const PLACE_QUERY =
  'query DafItemPlace($id: ID!) { post(id: $id) { id learning { masechtaSlug daf } } }';

/** How long the proxy trusts what it looked up: the content cache refreshes pages on a similar beat. */
const REMEMBER_MS = 5 * 60_000;
const REMEMBER_AT_MOST = 5_000;
const remembered = new Map<string, { place: ShiurPlace | null; until: number }>();

async function shiurPlace(id: string): Promise<ShiurPlace | null> {
  const now = Date.now();
  const known = remembered.get(id);
  if (known && known.until > now) return known.place;
  const { data } = await readAsAnonymous(PLACE_QUERY, { id });
  const place = (data?.post as ShiurPlace | null | undefined) ?? null;
  // A Map keeps insertion order: forgetting the oldest entry keeps memory bounded (an expired
  // entry for this id goes first, so renewing it never pushes out another).
  remembered.delete(id);
  if (remembered.size >= REMEMBER_AT_MOST) remembered.delete(remembered.keys().next().value!);
  remembered.set(id, { place, until: now + REMEMBER_MS });
  return place;
}

/**
 * The redirect a Daf Yomi item address needs (another daf, no daf, a shiur on the whole masechta),
 * decided before the page streams. The page makes the same decision, but a redirect from a page's
 * first render carries its Location header twice in Next 16 (vercel/next.js#95913), which proxies
 * fold into one invalid value. Undefined when there is nothing to correct or the lookup failed
 * (the page then answers for itself).
 */
export async function dafItemRedirect(
  pathname: string,
): Promise<{ path: string; permanent: boolean } | undefined> {
  const address = parseDafItemAddress(pathname);
  if (!address) return undefined;
  try {
    const outcome = dafItemOutcome(address, await shiurPlace(address.id));
    return outcome.kind === 'redirect' ? outcome : undefined;
  } catch {
    return undefined;
  }
}
