import styled from 'styled-components';
import { GetEventsDocument } from '@openshiur/graphql';
import { theme } from '@openshiur/ui';
import { SiteLink as Link } from '@/components/navigation/client/SiteLink';
import { formatDate } from '@/lib/format';
import { load } from '@/server/load';

/** The next few events (the home page's "Upcoming events"). */
export async function UpcomingEvents() {
  const { events } = await load(GetEventsDocument, { first: 4, when: 'UPCOMING' });
  if (events.edges.length === 0) return <p>No events are planned just now.</p>;
  return (
    <Events>
      {events.edges.map(({ node }) => (
        <li key={node.id}>
          <time dateTime={node.startsAt}>{formatDate(node.startsAt)}</time>
          <Link href={`/events/${node.id}`}>{node.title}</Link>
          {node.location ? <span>{node.location}</span> : null}
        </li>
      ))}
    </Events>
  );
}

const Events = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  li {
    display: flex;
    flex-wrap: wrap;
    gap: 0 ${theme.space.md};
    padding: ${theme.space.sm} 0;
    border-bottom: 1px solid ${theme.colors.border};
  }
  time {
    min-width: 10em;
    font-weight: 600;
  }
  span {
    color: ${theme.colors.muted};
  }
`;
