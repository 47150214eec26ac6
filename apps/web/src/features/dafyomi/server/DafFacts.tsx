import styled from 'styled-components';
import type { BavliMasechta } from '@openshiur/reference-data';
import { theme } from '@openshiur/ui';
import { SiteLink as Link } from '@/components/navigation/client/SiteLink';
import { formatLongDate } from '@/lib/calendar-date';
import { dateOfDaf } from '@/features/dafyomi/daf-cycle';
import { dafYomiHref, perakimOnDaf } from '@/features/dafyomi/daf-navigation';
import { hebrewDateOf } from '@/server/hebrew-calendar';

/** A daf's place: its perek (or the two that meet on it) and its day in the current cycle. */
export function DafFacts({ masechta, daf, today }: { masechta: BavliMasechta; daf: number; today: string }) {
  const learnt = dateOfDaf(masechta, daf, today);
  const hebrew = hebrewDateOf(learnt);
  const when = learnt === today ? 'Learnt today' : learnt < today ? 'Learnt on' : 'To be learnt on';
  return (
    <Facts>
      <div>
        <dt>{perakimOnDaf(masechta, daf).length > 1 ? 'Perakim' : 'Perek'}</dt>
        <dd>
          {perakimOnDaf(masechta, daf).map((perek, index) => (
            <span key={perek.perek}>
              {index > 0 ? ' and ' : ''}
              <Link href={dafYomiHref.daf(masechta, perek.startDaf)}>Perek {perek.perek}</Link> (dapim {perek.startDaf}–
              {perek.endDaf})
            </span>
          ))}
        </dd>
      </div>
      <div>
        <dt>Daf Yomi</dt>
        <dd>
          {when}
          {learnt === today ? ', ' : ' '}
          <time dateTime={learnt}>{formatLongDate(learnt)}</time> ·{' '}
          <span>{hebrew.english}</span> · <span lang="he">{hebrew.hebrew}</span>
        </dd>
      </div>
    </Facts>
  );
}

const Facts = styled.dl`
  display: grid;
  gap: ${theme.space.xs};
  margin: ${theme.space.sm} 0;

  & > div {
    display: flex;
    flex-wrap: wrap;
    gap: ${theme.space.sm};
  }

  & dt {
    min-width: 6rem;
    font-weight: 600;
  }

  & dd {
    margin: 0;
  }

  & a {
    color: ${theme.colors.primary};
  }
`;
