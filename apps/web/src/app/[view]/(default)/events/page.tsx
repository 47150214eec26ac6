import { SiteLink as Link } from '@/components/navigation/client/SiteLink';
import type { Metadata } from 'next';
import { GetEventsDocument, type EventWhen } from '@openshiur/graphql';
import { NextPageLink } from '@/components/shiur-lists/NextPageLink';
import { formatDate } from '@/lib/format';
import { cursorParam, firstParam } from '@/lib/route-params';
import { load } from '@/server/load';
import { pageQuery } from '@/server/page-view';

// Rendered per request (its data still comes from the content cache): it reads its `after` cursor at the top.
export const instant = false;

export const metadata: Metadata = { title: 'Events' };

export default async function EventsPage({ params, searchParams: requestSearchParams }: PageProps<'/[view]/events'>) {
  const query = await pageQuery(params, requestSearchParams);
  const when: EventWhen = firstParam(query.when) === 'past' ? 'PAST' : 'UPCOMING';
  const { events } = await load(GetEventsDocument, { first: 20, when, after: cursorParam(query.after) });
  return (
    <>
      <h1>{when === 'PAST' ? 'Past events' : 'Upcoming events'}</h1>
      <p>
        {when === 'PAST' ? <Link href="/events">Upcoming events</Link> : <Link href="/events?when=past">Past events</Link>}
      </p>
      {events.edges.length === 0 ? <p>No events.</p> : null}
      <ul>
        {events.edges.map(({ node }) => (
          <li key={node.id}>
            <Link href={`/events/${node.id}`}>{node.title}</Link> · {formatDate(node.startsAt)}
            {node.location ? ` · ${node.location}` : ''}
          </li>
        ))}
      </ul>
      <NextPageLink
        pageInfo={events.pageInfo}
        href={(after) => `/events?${new URLSearchParams({ ...(when === 'PAST' ? { when: 'past' } : {}), after })}`}
      />
    </>
  );
}
