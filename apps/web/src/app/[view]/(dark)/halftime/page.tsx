import type { Metadata } from 'next';
import styled from 'styled-components';
import { GetDafYomiDafDocument } from '@openshiur/graphql';
import { bavliMasechtot } from '@openshiur/reference-data';
import { ButtonLink, theme } from '@openshiur/ui';
import { ShiurimByAuthor } from '@/features/dafyomi/ShiurimByAuthor';
import { SiteLink as Link } from '@/components/navigation/client/SiteLink';
import { daysBetween, formatLongDate, formatShortDate } from '@/lib/calendar-date';
import { cycleProgress, HALFWAY_INDEX, ordinal } from '@/features/dafyomi/daf-cycle';
import { dafLabel, dafYomiHref } from '@/features/dafyomi/daf-navigation';
import { allShiurimOn, dafShiurimPreview } from '@/features/dafyomi/daf-shiurim-page';
import { hebrewDateOf } from '@/server/hebrew-calendar';
import { load } from '@/server/load';
import { siteToday } from '@/server/site-date';

export const metadata: Metadata = {
  title: 'Halftime',
  description: 'Halfway through Shas: the midpoint of the Daf Yomi cycle, how far the cycle has come, and the siyumim so far.',
};

/**
 * Halftime: the Daf Yomi cycle's midpoint, 1,355 dapim in and 1,355 to go. The page marks it: when it
 * falls (or fell) in the current cycle, how far the cycle has come, the masechtos completed so far,
 * the next siyum, and the shiurim on the middle daf itself (the first page of them, with a link to all).
 */
export default async function HalftimePage() {
  const today = await siteToday();
  const progress = cycleProgress(today.iso);
  const { halfway } = progress;
  const percent = Math.floor((progress.dafimLearnt / progress.totalDafim) * 100);
  const { dafYomi } = await load(GetDafYomiDafDocument, { masechta: halfway.daf.masechta.name, daf: halfway.daf.daf });
  const daysToHalfway = daysBetween(today.iso, halfway.date);
  const halfwayHebrew = hebrewDateOf(halfway.date);
  const shiurim = dafShiurimPreview(dafYomi?.shiurimByAuthor ?? []);
  return (
    <>
      <Hero>
        <Kicker>Daf Yomi · {ordinal(progress.cycle)} cycle</Kicker>
        <h1>Halftime</h1>
        <p>
          Halfway through Shas: {dafLabel(halfway.daf)} is the middle daf of the cycle, with{' '}
          {HALFWAY_INDEX.toLocaleString('en-US')} dapim before it and{' '}
          {(progress.totalDafim - 1 - HALFWAY_INDEX).toLocaleString('en-US')} after it.
        </p>
        <Milestone>
          {daysToHalfway > 0 ? (
            <>
              Halftime is in <strong>{daysToHalfway} days</strong>, on{' '}
            </>
          ) : daysToHalfway === 0 ? (
            <>
              <strong>Halftime is today</strong>,{' '}
            </>
          ) : (
            <>Halftime was reached on </>
          )}
          <time dateTime={halfway.date}>{formatLongDate(halfway.date)}</time> ({halfwayHebrew.english})
        </Milestone>
        {halfway.reached && daysToHalfway < 0 ? (
          <p>
            The {ordinal(progress.nextHalfway.cycle)} cycle reaches its halftime on{' '}
            <time dateTime={progress.nextHalfway.date}>{formatLongDate(progress.nextHalfway.date)}</time>.
          </p>
        ) : null}
      </Hero>

      <section aria-labelledby="progress">
        <h2 id="progress">The cycle so far</h2>
        <p>
          Day {progress.dafimLearnt.toLocaleString('en-US')} of {progress.totalDafim.toLocaleString('en-US')}: {percent}% of
          Shas. The {ordinal(progress.cycle)} cycle began on {formatShortDate(progress.start)} and ends with the Siyum
          HaShas on {formatShortDate(progress.end)}.
        </p>
        <Bar>
          <progress
            value={progress.dafimLearnt}
            max={progress.totalDafim}
            aria-label={`Cycle progress: ${progress.dafimLearnt} of ${progress.totalDafim} dapim`}
          />
          <Midpoint aria-hidden="true" />
        </Bar>
        <Stats>
          <div>
            <dt>Today’s daf</dt>
            <dd>
              <Link href={dafYomiHref.daf(progress.daf.masechta, progress.daf.daf)}>{dafLabel(progress.daf)}</Link>
            </dd>
          </div>
          <div>
            <dt>Masechtos completed</dt>
            <dd>
              {progress.completedMasechtot.length} of {bavliMasechtot.length}
            </dd>
          </div>
          <div>
            <dt>Next siyum</dt>
            <dd>
              <Link href={dafYomiHref.masechta(progress.nextSiyum.masechta)}>{progress.nextSiyum.masechta.name}</Link>,{' '}
              <time dateTime={progress.nextSiyum.date}>{formatShortDate(progress.nextSiyum.date)}</time>
            </dd>
          </div>
        </Stats>
        {progress.completedMasechtot.length > 0 ? (
          <>
            <h3>Siyumim so far</h3>
            <Siyumim aria-label="Masechtos completed in this cycle">
              {progress.completedMasechtot.map((masechta) => (
                <li key={masechta.slug}>
                  <Link href={dafYomiHref.masechta(masechta)}>{masechta.name}</Link>
                </li>
              ))}
            </Siyumim>
          </>
        ) : null}
      </section>

      <section aria-labelledby="halfway-shiurim">
        <h2 id="halfway-shiurim">Shiurim on the middle daf: {dafLabel(halfway.daf)}</h2>
        {shiurim.groups.length > 0 ? (
          <ShiurimByAuthor groups={shiurim.groups} masechta={halfway.daf.masechta} daf={halfway.daf.daf} headingLevel={3} />
        ) : (
          <p>No shiurim on {dafLabel(halfway.daf)} yet.</p>
        )}
        <Actions>
          <ButtonLink href={dafYomiHref.daf(halfway.daf.masechta, halfway.daf.daf)} linkAs={Link} variant="primary">
            {allShiurimOn(dafLabel(halfway.daf), shiurim.count)}
          </ButtonLink>
          <ButtonLink href="/dafyomi" linkAs={Link} variant="secondary">
            Daf Yomi home
          </ButtonLink>
        </Actions>
      </section>
    </>
  );
}

const Hero = styled.section`
  margin: 0 0 ${theme.space.lg};
  padding: ${theme.space.xl} ${theme.space.lg};
  border-radius: ${theme.radii.medium};
  background: ${theme.colors.darkFooterBackground};
  color: ${theme.colors.darkFooterText};

  & h1 {
    margin: ${theme.space.xs} 0 ${theme.space.sm};
    font-size: clamp(2.25rem, 7vw, 3.5rem);
  }

  & p {
    max-width: 46rem;
  }
`;

const Kicker = styled.p`
  margin: 0;
  font-size: 0.875rem;
  font-weight: 700;
  letter-spacing: 0.08em;
  text-transform: uppercase;
  color: #e8c46a;
`;

const Milestone = styled.p`
  font-size: 1.125rem;
`;

const Bar = styled.div`
  position: relative;

  & progress {
    display: block;
    width: 100%;
    height: 14px;
    accent-color: ${theme.colors.primary};
  }
`;

/** A tick at 50%: the halfway mark on the bar. */
const Midpoint = styled.span`
  position: absolute;
  left: 50%;
  top: -4px;
  bottom: -4px;
  width: 3px;
  background: ${theme.colors.accent};
`;

const Stats = styled.dl`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 14rem), 1fr));
  gap: ${theme.space.md};
  margin: ${theme.space.lg} 0;

  & > div {
    padding: ${theme.space.md};
    border: 1px solid ${theme.colors.border};
    border-radius: ${theme.radii.medium};
  }

  & dt {
    font-size: 0.875rem;
    color: ${theme.colors.muted};
  }

  & dd {
    margin: ${theme.space.xs} 0 0;
    font-size: 1.25rem;
    font-weight: 700;
  }

  & a {
    color: ${theme.colors.primary};
  }
`;

const Siyumim = styled.ul.attrs({ role: 'list' })`
  list-style: none;
  margin: 0;
  padding: 0;
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space.xs} ${theme.space.sm};

  & a {
    display: inline-block;
    padding: 2px ${theme.space.sm};
    border: 1px solid ${theme.colors.border};
    border-radius: ${theme.radii.round};
    color: ${theme.colors.primary};
  }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space.sm};
  margin-top: ${theme.space.md};
`;
