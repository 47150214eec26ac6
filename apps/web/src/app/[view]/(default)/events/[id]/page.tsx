import type { Metadata } from 'next';
import { GetEventDocument } from '@openshiur/graphql';
import { env, siteOrigin } from '@/env';
import { AddToCalendar } from '@/features/calendar/AddToCalendar';
import { EventTimes } from '@/features/calendar/EventTimes';
import { EventSignup } from '@/features/events/server/EventSignup';
import { plainTextOf } from '@/lib/plain-text';
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

/** One event: when (in SITE_TIMEZONE) and where, what it is, its link, and "Add to calendar". */
export default async function EventPage({ params }: PageProps<'/[view]/events/[id]'>) {
  const event = await loadEvent((await params).id);
  return (
    <article>
      <h1>{event.title}</h1>
      <p>
        <EventTimes startsAt={event.startsAt} endsAt={event.endsAt} timeZone={env.SITE_TIMEZONE} />
        {event.location ? ` · ${event.location}` : ''}
      </p>
      {/* Descriptions may hold simple paragraphs: shown as text, never as markup. */}
      {event.description
        ? plainTextOf(event.description)
            .split('\n\n')
            .map((paragraph, index) => <p key={index}>{paragraph}</p>)
        : null}
      {event.url ? <a href={event.url}>Event details</a> : null}
      <AddToCalendar event={event} siteUrl={siteOrigin} />
      <EventSignup eventId={event.id} />
    </article>
  );
}
