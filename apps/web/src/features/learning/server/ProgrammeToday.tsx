import { cacheLife } from 'next/cache';
import styled from 'styled-components';
import { media, theme } from '@openshiur/ui';
import { env } from '@/env';
import { SiteLink as Link } from '@/components/navigation/client/SiteLink';
import { CalendarLinks } from '../CalendarLinks';
import { Hebrew } from '../Hebrew';
import { ScheduleOutlineView } from './ScheduleOutlineView';
import { TextLink } from '../TextLink';
import { UnitShiurim } from './UnitShiurim';
import { eyebrow } from '../styles';
import { addDays, formatDay } from './calendar-day';
import { loadShiurCounts } from './coverage';
import { calendarPath } from './learning-calendar';
import { programmeOrNotFound } from './programme-route';
import { nextUnitAfter, scheduleBetween } from './programmes';
import { learningToday } from './today';
import { hebrewDay } from './week';

/**
 * Cached as a whole (until the site's midnight at the latest, through `learningToday`): the whole
 * cycle is hundreds of dated units, too much to build again for every visitor.
 */
export async function ProgrammeToday({ programmeId }: { programmeId: string }) {
  'use cache';
  cacheLife('content');
  const programme = programmeOrNotFound(programmeId);
  const today = await learningToday();
  const unit = programme.unitFor(today);
  const next = unit ? null : nextUnitAfter(programme, today);
  const coming = scheduleBetween(programme, addDays(today, 1), addDays(today, 7));
  const counts = await loadShiurCounts(programme.coverage);
  const current = new Set(unit ? [unit.href, ...unit.parts.map((part) => part.href)] : []);
  return (
    <>
      <TodayPanel aria-labelledby="today-unit">
        <TodayLabel>
          Today, <time dateTime={today}>{formatDay(today)}</time> ·{' '}
          <Hebrew>{hebrewDay(today).hebrew}</Hebrew>
        </TodayLabel>
        {unit ? (
          <>
            <UnitHeading id="today-unit">{unit.label}</UnitHeading>
            {unit.hebrewLabel ? (
              <UnitHebrew>
                <Hebrew>{unit.hebrewLabel}</Hebrew>
              </UnitHebrew>
            ) : null}
            <UnitLinks>
              {unit.parts.length > 1
                ? unit.parts.map((part) => (
                    <li key={part.href}>
                      <Link href={part.href}>{part.label}</Link>
                    </li>
                  ))
                : unit.href !== `/learning/${programme.id}` && (
                    <li>
                      <Link href={unit.href}>All shiurim on {unit.label}</Link>
                    </li>
                  )}
              {unit.textUrl ? (
                <li>
                  <TextLink href={unit.textUrl} unitLabel={unit.label} />
                </li>
              ) : null}
            </UnitLinks>
          </>
        ) : (
          <UnitHeading id="today-unit">
            No {programme.shortName} today.
            {next ? (
              <>
                {' '}
                Next, {formatDay(next.date)}: <Link href={next.href}>{next.label}</Link>
              </>
            ) : null}
          </UnitHeading>
        )}
      </TodayPanel>

      <Columns>
        <section aria-labelledby="today-shiurim">
          <h2 id="today-shiurim">{unit ? `Shiurim on ${unit.label}` : 'Shiurim'}</h2>
          {unit && unit.posts.length ? (
            <UnitShiurim filters={unit.posts} emptyText={`No shiurim on ${unit.label} yet.`} />
          ) : (
            <p>
              {unit
                ? `Shiurim are not filed by ${programme.shortName} unit yet: read the text, and find shiurim by searching.`
                : 'Nothing is learnt today.'}
            </p>
          )}
        </section>
        <Aside>
          <section aria-labelledby="coming-days">
            <h2 id="coming-days">The coming week</h2>
            <Coming>
              {coming.map((day) => (
                <li key={day.date}>
                  <time dateTime={day.date}>{formatDay(day.date)}</time>
                  <Link href={day.href}>{day.label}</Link>
                </li>
              ))}
            </Coming>
          </section>
          <section aria-labelledby="add-to-calendar">
            <h2 id="add-to-calendar">Add to calendar</h2>
            <p>
              Every day’s {programme.shortName} in your calendar, a month back and a year ahead,
              kept up to date.
            </p>
            <CalendarLinks
              path={calendarPath(programme)}
              siteUrl={env.SITE_URL}
              programmeName={programme.name}
            />
          </section>
        </Aside>
      </Columns>

      <section aria-labelledby="whole-cycle">
        <h2 id="whole-cycle">The whole cycle</h2>
        <ScheduleOutlineView
          outline={programme.wholeSchedule(today)}
          today={today}
          current={current}
          counts={counts}
        />
      </section>
    </>
  );
}


const TodayPanel = styled.section`
  margin: ${theme.space.lg} 0;
  padding: ${theme.space.lg};
  border-radius: ${theme.radii.medium};
  border-left: 6px solid ${theme.colors.primary};
  background: ${theme.colors.surfaceMuted};
  ${media.narrow} {
    padding: ${theme.space.md};
  }
`;

const TodayLabel = styled.p`
  ${eyebrow}
`;

const UnitHeading = styled.h2`
  margin: ${theme.space.sm} 0 0;
  font-size: 2rem;
  line-height: 1.2;
  ${media.narrow} {
    font-size: 1.5rem;
  }
`;

const UnitHebrew = styled.p`
  margin: ${theme.space.xs} 0 0;
  font-size: 1.375rem;
`;

const UnitLinks = styled.ul`
  list-style: none;
  margin: ${theme.space.md} 0 0;
  padding: 0;
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space.sm} ${theme.space.lg};
`;

const Columns = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 2fr) minmax(0, 1fr);
  gap: ${theme.space.xl};
  margin-bottom: ${theme.space.xl};
  ${media.narrow} {
    grid-template-columns: minmax(0, 1fr);
    gap: ${theme.space.lg};
  }
`;

const Aside = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${theme.space.lg};
  h2 {
    margin-top: 0;
  }
`;

const Coming = styled.ol`
  list-style: none;
  margin: 0;
  padding: 0;
  li {
    display: flex;
    flex-direction: column;
    padding: ${theme.space.xs} 0;
    border-bottom: 1px solid ${theme.colors.border};
  }
  time {
    font-size: 0.8125rem;
    color: ${theme.colors.muted};
  }
`;
