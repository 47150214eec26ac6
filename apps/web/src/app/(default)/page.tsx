import { Suspense, type ReactNode } from 'react';
import styled from 'styled-components';
import {
  GetEventsDocument,
  GetFeaturedSeriesCandidatesDocument,
  GetPostsDocument,
} from '@openshiur/graphql';
import { media, theme } from '@openshiur/ui';
import { env } from '@/env';
import { ShiurCards } from '@/features/home/ShiurCards';
import { Hebrew } from '@/features/learning/Hebrew';
import { TodayLearning } from '@/features/learning/server/TodayLearning';
import { loadUnitShiurim } from '@/features/learning/server/UnitShiurim';
import { cardGrid, eyebrow } from '@/features/learning/styles';
import { SiteLink as Link } from '@/components/navigation/client/SiteLink';
import { pickFeaturedSeries } from '@/features/home/featured-series';
import { formatDate } from '@/lib/format';
import { formatDay } from '@/features/learning/server/calendar-day';
import { todayEntries } from '@/features/learning/server/today-entries';
import { learningToday } from '@/features/learning/server/today';
import { hebrewDay, weeklyReading } from '@/features/learning/server/week';
import { load } from '@/server/load';

/**
 * Home: the page a learner opens every morning. Today first (the date, the Hebrew date, this
 * week's parsha and every programme's unit), then the newest shiurim, featured series and events.
 * Each part streams in on its own.
 */
export default function HomePage() {
  return (
    <>
      <Title>Torah learning, every day</Title>
      <Tagline>
        Shiurim in audio, video and text, and each day’s Daf Yomi, Mishna, Nach, Rambam and more.
      </Tagline>
      <Suspense fallback={<Placeholder>Finding today’s learning…</Placeholder>}>
        <Today />
      </Suspense>
      <HomeSection id="newest" title="Newest shiurim" more={{ href: '/p', label: 'All shiurim' }} loading="Loading the newest shiurim…">
        <NewestShiurim />
      </HomeSection>
      <HomeSection id="featured" title="Featured series" more={{ href: '/series', label: 'All series' }} loading="Loading series…">
        <FeaturedSeries />
      </HomeSection>
      <HomeSection id="events" title="Upcoming events" more={{ href: '/events', label: 'All events' }} loading="Loading events…">
        <UpcomingEvents />
      </HomeSection>
    </>
  );
}

/** A section of the home page: its heading with a link to the whole list, its body streamed in. */
function HomeSection({
  id,
  title,
  more,
  loading,
  children,
}: {
  id: string;
  title: string;
  more: { href: string; label: string };
  loading: string;
  children: ReactNode;
}) {
  return (
    <Section aria-labelledby={id}>
      <SectionHeader>
        <h2 id={id}>{title}</h2>
        <Link href={more.href}>{more.label}</Link>
      </SectionHeader>
      <Suspense fallback={<Placeholder>{loading}</Placeholder>}>{children}</Suspense>
    </Section>
  );
}

async function Today() {
  const today = await learningToday();
  const { english, hebrew } = hebrewDay(today);
  const reading = weeklyReading(today, env.SITE_IN_ISRAEL);
  const parshaShiurim = reading.parshiot.length
    ? await loadUnitShiurim(
        reading.parshiot.map((parsha) => ({ parsha: parsha.name })),
        3,
      )
    : [];
  return (
    <>
      <Hero aria-labelledby="today-heading">
        <div>
          <Eyebrow>Today</Eyebrow>
          <TodayHeading id="today-heading">
            <time dateTime={today}>{formatDay(today)}</time>
          </TodayHeading>
          <HebrewDate data-testid="hebrew-date">
            {english}
            <br />
            <Hebrew>{hebrew}</Hebrew>
          </HebrewDate>
        </div>
        <Parsha aria-labelledby="parsha-heading" data-testid="weekly-parsha">
          <Eyebrow id="parsha-heading">
            {reading.festival ? 'This Shabbos' : 'This week’s parsha'}
          </Eyebrow>
          <ParshaName>
            <Link href="/shabbos">
              {reading.festival ? reading.name : `Parshas ${reading.name}`}
            </Link>{' '}
            <Hebrew>{reading.festival ? reading.hebrewName : `פרשת ${reading.hebrewName}`}</Hebrew>
          </ParshaName>
          <ParshaDate>
            Shabbos,{' '}
            <time dateTime={reading.shabbos}>{formatDay(reading.shabbos, { weekday: false })}</time>
          </ParshaDate>
          {parshaShiurim.length ? (
            <ParshaShiurim aria-label={`Shiurim on ${reading.name}`}>
              {parshaShiurim.map((post) => (
                <li key={post.id}>
                  <Link href={`/p/${post.id}`}>{post.title}</Link>
                </li>
              ))}
            </ParshaShiurim>
          ) : null}
        </Parsha>
      </Hero>
      <Section aria-labelledby="todays-learning">
        <SectionHeader>
          <h2 id="todays-learning">Today’s learning</h2>
          <Link href="/learning">All daily learning</Link>
        </SectionHeader>
        <TodayLearning entries={todayEntries(today)} />
      </Section>
    </>
  );
}

async function NewestShiurim() {
  const { posts } = await load(GetPostsDocument, { first: 8 });
  return <ShiurCards posts={posts.edges.map((edge) => edge.node)} />;
}

async function FeaturedSeries() {
  const { topics } = await load(GetFeaturedSeriesCandidatesDocument, {});
  const picks = pickFeaturedSeries(topics);
  if (picks.length === 0) return <p>No series yet.</p>;
  return (
    <SeriesGrid data-testid="featured-series">
      {picks.map(({ topic, series }) => (
        <SeriesCard key={series.id}>
          <Eyebrow>{topic}</Eyebrow>
          <SeriesName>
            <Link href={`/series/${series.id}`}>{series.name}</Link>
          </SeriesName>
          <SeriesMeta>
            {series.postCount} shiurim
            {series.latestPostAt ? (
              <>
                {' · latest '}
                <time dateTime={series.latestPostAt}>{formatDate(series.latestPostAt)}</time>
              </>
            ) : null}
          </SeriesMeta>
        </SeriesCard>
      ))}
    </SeriesGrid>
  );
}

async function UpcomingEvents() {
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

const Title = styled.h1`
  margin: ${theme.space.sm} 0 0;
  font-size: 1.5rem;
`;

const Tagline = styled.p`
  margin: ${theme.space.xs} 0 0;
  color: ${theme.colors.muted};
`;

const Placeholder = styled.p`
  color: ${theme.colors.muted};
`;

const Hero = styled.section`
  display: grid;
  grid-template-columns: minmax(0, 1fr) minmax(0, 1fr);
  gap: ${theme.space.lg};
  align-items: start;
  margin: ${theme.space.md} 0 ${theme.space.lg};
  padding: ${theme.space.lg};
  border-radius: ${theme.radii.medium};
  background: ${theme.colors.primary};
  color: ${theme.colors.primaryText};
  a {
    color: inherit;
  }
  a:focus-visible {
    outline-color: ${theme.colors.primaryText};
  }
  ${media.narrow} {
    grid-template-columns: minmax(0, 1fr);
    gap: ${theme.space.md};
    padding: ${theme.space.md};
  }
`;

const Eyebrow = styled.p`
  ${eyebrow}
  color: inherit;
  opacity: 0.9;
`;

const TodayHeading = styled.h2`
  margin: ${theme.space.xs} 0;
  font-size: 1.75rem;
  line-height: 1.2;
  ${media.narrow} {
    font-size: 1.375rem;
  }
`;

const HebrewDate = styled.p`
  margin: 0;
  font-size: 1.125rem;
  line-height: 1.5;
`;

const Parsha = styled.section`
  padding-left: ${theme.space.lg};
  border-left: 1px solid rgba(255, 255, 255, 0.4);
  ${media.narrow} {
    padding: ${theme.space.md} 0 0;
    border-left: 0;
    border-top: 1px solid rgba(255, 255, 255, 0.4);
  }
`;

const ParshaName = styled.p`
  margin: ${theme.space.xs} 0 0;
  font-size: 1.375rem;
  font-weight: 700;
`;

const ParshaDate = styled.p`
  margin: 0;
`;

const ParshaShiurim = styled.ul`
  margin: ${theme.space.sm} 0 0;
  padding-left: 1.2em;
`;

const Section = styled.section`
  margin: ${theme.space.xl} 0;
`;

const SectionHeader = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  justify-content: space-between;
  gap: ${theme.space.sm};
  margin-bottom: ${theme.space.md};
  h2 {
    margin: 0;
  }
`;

const SeriesGrid = styled.ul`
  ${cardGrid}
`;

const SeriesCard = styled.li`
  padding: ${theme.space.md};
  border: 1px solid ${theme.colors.border};
  border-left: 4px solid ${theme.colors.accent};
  border-radius: ${theme.radii.medium};
  ${Eyebrow} {
    color: ${theme.colors.muted};
    opacity: 1;
  }
`;

const SeriesName = styled.h3`
  margin: ${theme.space.xs} 0;
  font-size: 1.0625rem;
`;

const SeriesMeta = styled.p`
  margin: 0;
  font-size: 0.875rem;
  color: ${theme.colors.muted};
`;

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
