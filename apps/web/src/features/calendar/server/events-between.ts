import 'server-only';
import { GetEventsBetweenDocument, type GetEventsBetweenQuery } from '@openshiur/graphql';
import { load, loadForRoute } from '@/server/load';

export type WindowEvent = GetEventsBetweenQuery['events']['edges'][number]['node'];

/** A page of the window holds at most this many events (the API's limit). */
const PAGE_SIZE = 100;
/**
 * A bound on pages, so that a window can never turn into an unbounded read: 2,000 events is far
 * more than an organisation holds in a month or in the feed's 21 months.
 */
const MAX_PAGES = 20;

/**
 * The events starting in [from, to), soonest first, read page by page through the cached content
 * reads (each page tagged with its events, so an edit renews the month that shows it). Pages use
 * `load` (an argument error is the 404 page); feeds use `loadForRoute` (it throws instead).
 */
export async function eventsBetween(from: Date, to: Date, { forRoute = false } = {}): Promise<WindowEvent[]> {
  const read = forRoute ? loadForRoute : load;
  const events: WindowEvent[] = [];
  let after: string | undefined;
  for (let page = 0; page < MAX_PAGES; page += 1) {
    const { events: connection } = await read(GetEventsBetweenDocument, {
      from: from.toISOString(),
      to: to.toISOString(),
      first: PAGE_SIZE,
      ...(after ? { after } : {}),
    });
    events.push(...connection.edges.map((edge) => edge.node));
    if (!connection.pageInfo.hasNextPage || !connection.pageInfo.endCursor) break;
    after = connection.pageInfo.endCursor;
  }
  return events;
}
