import styled from 'styled-components';
import type { DafShiurimByAuthorFragment } from '@openshiur/graphql';
import { dafYomiCycleLength, type DafLocation } from '@openshiur/reference-data';
import { ButtonLink, theme } from '@openshiur/ui';
import { SiteLink as Link } from '@/components/navigation/client/SiteLink';
import { formatLongDate } from '@/lib/calendar-date';
import { ordinal, type CycleOnDate } from '@/features/dafyomi/daf-cycle';
import { dafLabel, dafYomiHref, perakimLabel, perakimOnDaf } from '@/features/dafyomi/daf-navigation';
import { allShiurimOn, dafShiurimPreview } from '@/features/dafyomi/daf-shiurim-page';
import { hebrewDateOf, hebrewNumeral } from '@/server/hebrew-calendar';
import { ShiurimByAuthor } from '../ShiurimByAuthor';
import { LeadKicker, LeadLine, LeadPanel } from '@/components/shiur-lists/panels';

/**
 * The Daf Yomi home's lead: today's daf, where it is in the cycle, and its shiurim: the first page
 * of them, with a link to the daf's page for all (so the home does not grow with the catalogue).
 */
export function TodaysDaf({ today, cycle, shiurim }: {
  today: string;
  cycle: CycleOnDate;
  shiurim: DafShiurimByAuthorFragment['shiurimByAuthor'];
}) {
  const { masechta, daf }: DafLocation = cycle.daf;
  const hebrewDate = hebrewDateOf(today);
  const preview = dafShiurimPreview(shiurim);
  return (
    <LeadPanel aria-labelledby="todays-daf">
      <LeadKicker id="todays-daf">Today’s daf</LeadKicker>
      <Daf>
        <Link href={dafYomiHref.daf(masechta, daf)}>
          {masechta.name} {daf}
        </Link>{' '}
        <span lang="he">
          {masechta.hebrewName} {hebrewNumeral(daf)}
        </span>
      </Daf>
      <Meta>
        <time dateTime={today}>{formatLongDate(today)}</time> · {hebrewDate.english} ·{' '}
        <span lang="he">{hebrewDate.hebrew}</span>
      </Meta>
      <Meta>
        {perakimLabel(perakimOnDaf(masechta, daf))} · Day {(cycle.dayIndex + 1).toLocaleString('en-US')} of{' '}
        {dafYomiCycleLength.toLocaleString('en-US')} in the {ordinal(cycle.cycle)} cycle ·{' '}
        <Link href="/halftime">Cycle progress</Link>
      </Meta>
      <Progress
        value={cycle.dayIndex + 1}
        max={dafYomiCycleLength}
        aria-label={`${ordinal(cycle.cycle)} cycle: day ${cycle.dayIndex + 1} of ${dafYomiCycleLength}`}
      />
      <Actions>
        <ButtonLink href={dafYomiHref.daf(masechta, daf)} linkAs={Link} variant="primary">
          {allShiurimOn(dafLabel(cycle.daf), preview.count)}
        </ButtonLink>
        <ButtonLink href={dafYomiHref.masechta(masechta)} linkAs={Link} variant="secondary">
          Masechta {masechta.name}
        </ButtonLink>
      </Actions>
      {preview.groups.length > 0 ? (
        <ShiurimByAuthor groups={preview.groups} masechta={masechta} daf={daf} headingLevel={3} />
      ) : (
        <p>No shiurim on today’s daf yet.</p>
      )}
    </LeadPanel>
  );
}

const Daf = styled(LeadLine)`
  font-size: clamp(1.75rem, 5vw, 2.5rem);

  & a {
    color: ${theme.colors.primary};
    text-decoration: none;
  }

  & a:hover {
    text-decoration: underline;
  }
`;

const Meta = styled.p`
  margin: ${theme.space.xs} 0;
  color: ${theme.colors.muted};

  & a {
    color: ${theme.colors.primary};
  }
`;

const Progress = styled.progress`
  display: block;
  width: 100%;
  height: 8px;
  margin: ${theme.space.sm} 0 ${theme.space.md};
  accent-color: ${theme.colors.primary};
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space.sm};
  margin-bottom: ${theme.space.md};
`;
