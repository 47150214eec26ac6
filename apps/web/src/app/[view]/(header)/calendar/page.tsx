import { SiteLink as Link } from '@/components/navigation/client/SiteLink';
import type { Metadata } from 'next';
import { GetEventsDocument } from '@openshiur/graphql';
import { formatDate } from '@/lib/format';
import { load } from '@/server/load';

export const metadata: Metadata = { title: 'Calendar' };

/** The calendar: upcoming events grouped by month. */
export default async function CalendarPage() {
  const { events } = await load(GetEventsDocument, { first: 50, when: 'UPCOMING' });
  const months = new Map<string, typeof events.edges>();
  for (const edge of events.edges) {
    const month = new Date(edge.node.startsAt).toLocaleDateString('en-US', { month: 'long', year: 'numeric', timeZone: 'UTC' });
    months.set(month, [...(months.get(month) ?? []), edge]);
  }
  return (
    <>
      <h1>Calendar</h1>
      {months.size === 0 ? <p>No upcoming events.</p> : null}
      {[...months].map(([month, edges]) => (
        <section key={month} aria-label={month}>
          <h2>{month}</h2>
          <ul>
            {edges.map(({ node }) => (
              <li key={node.id}>
                {formatDate(node.startsAt)}: <Link href={`/events/${node.id}`}>{node.title}</Link>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </>
  );
}
