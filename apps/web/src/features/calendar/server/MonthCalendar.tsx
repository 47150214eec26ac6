import styled from 'styled-components';
import { ButtonLink, theme } from '@openshiur/ui';
import { SiteLink as Link } from '@/components/navigation/client/SiteLink';
import { addMonths, isShownMonth, monthLabel, monthPath, type CalendarMonth } from '../month';
import { SUBSCRIBE_PATH } from '../subscribe';
import { monthData } from './month-data';
import { MonthGrid } from './MonthGrid';
import { MonthList } from './MonthList';

/**
 * One month of the calendar: the organisation's events and the Jewish holidays and fasts, as a
 * grid on wide screens and a list of days on phones, with the neighbouring months and the
 * subscription. Everything in it comes from cached reads, so the page stays prerendered.
 */
export async function MonthCalendar({ month }: { month: CalendarMonth }) {
  const data = await monthData(month);
  const previous = addMonths(month, -1);
  const next = addMonths(month, 1);
  return (
    <>
      <Heading>
        <h1>Calendar: {monthLabel(month)}</h1>
        <nav aria-label="Months">
          {isShownMonth(previous) ? (
            <Link href={monthPath(previous)} rel="prev">
              ← {monthLabel(previous)}
            </Link>
          ) : null}
          {isShownMonth(next) ? (
            <Link href={monthPath(next)} rel="next">
              {monthLabel(next)} →
            </Link>
          ) : null}
        </nav>
      </Heading>
      <MonthGrid data={data} />
      <MonthList data={data} />
      <Subscribe>
        <ButtonLink href={SUBSCRIBE_PATH} linkAs={Link} variant="secondary">
          Subscribe to this calendar
        </ButtonLink>
        <span>Our events in your calendar app, kept up to date.</span>
      </Subscribe>
    </>
  );
}

const Heading = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  justify-content: space-between;
  gap: ${theme.space.sm} ${theme.space.lg};
  margin-bottom: ${theme.space.md};
  h1 {
    margin: 0;
  }
  nav {
    display: flex;
    gap: ${theme.space.lg};
  }
  nav a {
    display: inline-block;
    min-height: 24px;
    padding-block: 2px;
  }
`;

const Subscribe = styled.p`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${theme.space.sm} ${theme.space.md};
  margin-top: ${theme.space.lg};
  span {
    color: ${theme.colors.muted};
  }
`;
