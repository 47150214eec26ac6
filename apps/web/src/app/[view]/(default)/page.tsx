import styled from 'styled-components';
import { theme } from '@openshiur/ui';
import { UpcomingEvents } from '@/features/events-and-blogs/server/UpcomingEvents';
import { HomeSection } from '@/features/home/HomeSection';
import { FeaturedSeries } from '@/features/home/server/FeaturedSeries';
import { NewestShiurim } from '@/features/home/server/NewestShiurim';
import { TodayAtAGlance } from '@/features/home/server/TodayAtAGlance';

/**
 * Home: the page a learner opens every morning. Today first (the date, the Hebrew date, this
 * week's parsha and every programme's unit), then the newest shiurim, featured series and events.
 * Every part is cached content, so the whole page is prerendered: no part waits behind a loading
 * line (a streamed-in part replaced its line after the first paint and pushed everything below it
 * down: a layout shift of 0.39 on a phone).
 */
export default function HomePage() {
  return (
    <>
      <Title>Torah learning, every day</Title>
      <Tagline>
        Shiurim in audio, video and text, and each day’s Daf Yomi, Mishna, Nach, Rambam and more.
      </Tagline>
      <TodayAtAGlance />
      <HomeSection id="newest" title="Newest shiurim" more={{ href: '/p', label: 'All shiurim' }}>
        <NewestShiurim />
      </HomeSection>
      <HomeSection id="featured" title="Featured series" more={{ href: '/series', label: 'All series' }}>
        <FeaturedSeries />
      </HomeSection>
      <HomeSection id="events" title="Upcoming events" more={{ href: '/events', label: 'All events' }}>
        <UpcomingEvents />
      </HomeSection>
    </>
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
