import 'server-only';

/**
 * `generateStaticParams` for the content routes. With Cache Components a dynamic route must name
 * at least one page to prerender at build time (Next checks that the route prerenders); the rest
 * are rendered on their first visit and then served from the cache, like every other cached page.
 * So each route names a few of its newest records, or a placeholder when there are none yet (the
 * placeholder prerenders as the route's 404 page).
 */
export async function someIds(ids: Promise<readonly (string | number)[]>, count = 3): Promise<{ id: string }[]> {
  const chosen = (await ids).slice(0, count).map((id) => ({ id: String(id) }));
  return chosen.length > 0 ? chosen : [{ id: '1' }];
}
