import type { Metadata } from 'next';
import { GetEventDocument } from '@openshiur/graphql';
import { EventSignup } from '@/features/events/server/EventSignup';
import { formatDate } from '@/lib/format';
import { numericIdOrNotFound } from '@/lib/route-params';
import { loadRecord } from '@/server/load';
import { GetEventsDocument } from '@openshiur/graphql';
import { load } from '@/server/load';
import { someIds } from '@/server/static-params';

const loadEvent = (id: string) =>
  loadRecord(GetEventDocument, { id: numericIdOrNotFound(id) }, (data) => data.event);

export const generateStaticParams = () =>
  someIds(load(GetEventsDocument, { first: 3 }).then(({ events }) => events.edges.map(({ node }) => node.id)));

export async function generateMetadata({ params }: PageProps<'/[view]/events/[id]'>): Promise<Metadata> {
  return { title: (await loadEvent((await params).id)).title };
}

export default async function EventPage({ params }: PageProps<'/[view]/events/[id]'>) {
  const event = await loadEvent((await params).id);
  return (
    <article>
      <h1>{event.title}</h1>
      <p>
        {formatDate(event.startsAt)}
        {event.endsAt ? ` – ${formatDate(event.endsAt)}` : ''}
        {event.location ? ` · ${event.location}` : ''}
      </p>
      {event.description ? <p>{event.description}</p> : null}
      {event.url ? <a href={event.url}>Event details</a> : null}
      <EventSignup eventId={event.id} />
    </article>
  );
}
