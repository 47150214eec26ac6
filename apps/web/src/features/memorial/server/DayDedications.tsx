import styled from 'styled-components';
import { theme } from '@openshiur/ui';
import { Hebrew } from '@/features/learning/Hebrew';
import { formatDay } from '@/features/learning/server/calendar-day';
import { dedicationNames } from '../dedication-names';
import { dedicationsOfDay, type DayDedication } from './day-dedications';

/**
 * The dedications of a day's learning, above the learning of that day (the home page, the Daf Yomi
 * pages, every learning unit page): "Today's learning is dedicated l'iluy nishmas …". Nothing when
 * the day has none. The Hebrew is marked `lang="he" dir="rtl"` and isolated from the English.
 */
export async function DayDedications({ date, today }: { date: string; today: string }) {
  const dedications = await dedicationsOfDay(date);
  if (dedications.length === 0) return null;
  const day = date === today ? 'Today’s learning' : `The learning of ${formatDay(date)}`;
  return (
    <Box aria-label={date === today ? 'Today’s dedication' : `Dedication of ${formatDay(date)}`} data-testid="day-dedications">
      {dedications.map((dedication) => (
        <DedicationLine key={dedication.id} day={day} dedication={dedication} />
      ))}
    </Box>
  );
}

function DedicationLine({ day, dedication }: { day: string; dedication: DayDedication }) {
  const names = dedicationNames(dedication);
  const passing = dedication.hebrewDateOfPassing;
  return (
    <Line data-testid="dedication">
      {day} is dedicated {dedication.kind === 'MEMORIAL' ? 'l’iluy nishmas' : 'in honour of'} <strong>{names.english}</strong>
      {names.hebrew ? (
        <>
          {' '}(<Hebrew>{names.hebrew}</Hebrew>)
        </>
      ) : null}
      {passing ? (
        <>
          , {passing.english} (<Hebrew>{passing.hebrew}</Hebrew>)
        </>
      ) : null}
      {dedication.dedicatedBy ? <>, by {dedication.dedicatedBy}</> : null}.
      {dedication.message ? <Message>{dedication.message}</Message> : null}
    </Line>
  );
}

const Box = styled.aside`
  margin: ${theme.space.md} 0;
  padding: ${theme.space.sm} ${theme.space.md};
  border-left: 4px solid ${theme.colors.accent};
  background: ${theme.colors.surfaceMuted};
`;

const Line = styled.p`
  margin: ${theme.space.xs} 0;
`;

const Message = styled.span`
  display: block;
  margin-top: ${theme.space.xs};
  color: ${theme.colors.muted};
  font-style: italic;
`;
