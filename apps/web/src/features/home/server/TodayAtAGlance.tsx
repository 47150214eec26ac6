import styled from 'styled-components';
import { media, theme } from '@openshiur/ui';
import { env } from '@/env';
import { SiteLink as Link } from '@/components/navigation/client/SiteLink';
import { Hebrew } from '@/features/learning/Hebrew';
import { TodayLearning } from '@/features/learning/server/TodayLearning';
import { loadUnitShiurim } from '@/features/learning/server/UnitShiurim';
import { formatDay } from '@/features/learning/server/calendar-day';
import { todayEntries } from '@/features/learning/server/today-entries';
import { learningToday } from '@/features/learning/server/today';
import { hebrewDay, weeklyReading } from '@/features/learning/server/week';
import { DayDedications } from '@/features/memorial/server/DayDedications';
import { Eyebrow, Section, SectionHeader } from '../home-styles';

/**
 * The top of the home page: today's date in both calendars, this week's parsha with its newest
 * shiurim, and every daily-learning programme's unit for today.
 */
export async function TodayAtAGlance() {
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
      <DayDedications date={today} today={today} />
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
