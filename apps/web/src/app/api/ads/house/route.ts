/**
 * GET /api/ads/house?slot={name}&w={width}&h={height}: the house ad for an ad slot of that size, as
 * JSON (`{ ad: { id, title, body, image, link } | null }`). Asked by the browser after the visitor
 * consented to advertising, so pages stay cached and the same for everyone. Publicly cacheable for a
 * minute: a campaign the studio changes shows within it.
 */
import { GetHouseAdDocument, type GetHouseAdQuery } from '@openshiur/graphql';
import { print } from 'graphql';
import { AD_SLOT_NAMES } from '@/features/ads/ad-slots';
import { readAsAnonymous } from '@/server/anonymous-read';

const CACHE_CONTROL = 'public, max-age=60, s-maxage=60, stale-while-revalidate=300';
const OPERATION = print(GetHouseAdDocument);
const SIDE = /^[1-9]\d{0,3}$/;

function problem(status: number, message: string): Response {
  return Response.json({ error: message }, { status, headers: { 'cache-control': 'no-store' } });
}

export async function GET(request: Request): Promise<Response> {
  const params = new URL(request.url).searchParams;
  const slot = params.get('slot') ?? '';
  const width = params.get('w') ?? '';
  const height = params.get('h') ?? '';
  if (!(AD_SLOT_NAMES as readonly string[]).includes(slot)) return problem(400, `slot must be one of ${AD_SLOT_NAMES.join(', ')}`);
  if (!SIDE.test(width) || !SIDE.test(height)) return problem(400, 'w and h must be whole numbers of pixels');
  try {
    const { data } = await readAsAnonymous(OPERATION, { width: Number(width), height: Number(height) });
    const ad = (data as GetHouseAdQuery | null)?.houseAd ?? null;
    return Response.json({ ad }, { headers: { 'cache-control': CACHE_CONTROL } });
  } catch (error) {
    console.error('[ads] house ad failed:', error);
    return problem(503, 'No ad right now.');
  }
}
