import type { Metadata } from 'next';
import { Suspense } from 'react';
import styled from 'styled-components';
import { GetPostsDocument } from '@openshiur/graphql';
import { media, theme } from '@openshiur/ui';
import { PostList } from '@/components/shiur-lists/PostList';
import { PageTitle } from '@/features/learning/PageTitle';
import { TextLink } from '@/features/learning/TextLink';
import { UnitShiurim } from '@/features/learning/server/UnitShiurim';
import { Breadcrumbs } from '@/components/navigation/Breadcrumbs';
import { SiteLink as Link } from '@/components/navigation/client/SiteLink';
import { cursorParam } from '@/lib/route-params';
import { safeDecode } from '@/lib/safe-decode';
import { formatDay } from '@/features/learning/server/calendar-day';
import { unitPageOrNotFound } from '@/features/learning/server/programme-route';
import { findProgramme, learningProgrammes } from '@/features/learning/server/programmes';
import { learningToday } from '@/features/learning/server/today';
import { DayDedications } from '@/features/memorial/server/DayDedications';
import type { UnitPage } from '@/features/learning/server/types';
import { load } from '@/server/load';
import { pageQuery } from '@/server/page-view';

type Props = PageProps<'/[view]/learning/[programme]/[...unit]'>;

async function resolve(params: Props['params']) {
  const { programme, unit } = await params;
  return unitPageOrNotFound(programme, unit);
}

/**
 * One unit page of each programme that has them (today's, as of the build) is prerendered; every
 * other unit is rendered on its first visit, then cached.
 */
export async function generateStaticParams() {
  const today = await learningToday();
  return learningProgrammes.flatMap((programme) => {
    const href = programme.unitPage ? programme.unitFor(today)?.href : undefined;
    const prefix = `/learning/${programme.id}/`;
    if (!href?.startsWith(prefix)) return [];
    return [{ programme: programme.id, unit: href.slice(prefix.length).split('/') }];
  });
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  // No redirect here (the page makes it; two would repeat the Location header).
  const { programme: id, unit } = await params;
  const programme = findProgramme(id);
  const resolved = programme?.unitPage?.(unit.map((segment) => safeDecode(segment) ?? segment));
  if (!programme || !resolved || !('page' in resolved)) return {};
  return { title: `${resolved.page.title} · ${programme.shortName}` };
}

/**
 * A unit of a daily-study text (a perek of the Mishnah, a chapter of Nach or the Rambam, a siman of
 * the Kitzur, a mitzvah) with every shiur on it, when it is learnt, and its neighbours.
 */
export default async function LearningUnitPage({ params, searchParams: requestSearchParams }: Props) {
  const searchParams = pageQuery(params, requestSearchParams);
  const { page } = await resolve(params);
  return (
    <>
      <Breadcrumbs
        trail={[{ label: 'Daily learning', href: '/learning' }, ...page.breadcrumbs, { label: page.title }]}
      />
      <PageTitle hebrew={page.hebrewTitle}>{page.title}</PageTitle>
      <Facts>
        {page.facts.map((fact) => (
          <li key={fact}>{fact}</li>
        ))}
        {page.textUrl ? (
          <li>
            <TextLink href={page.textUrl} unitLabel={page.title} />
          </li>
        ) : null}
      </Facts>
      <Suspense fallback={<p>Loading the shiurim…</p>}>
        <UnitDetails page={page} searchParams={searchParams} />
      </Suspense>
      <Neighbours aria-label="Neighbouring units">
        {page.previous ? (
          <Link href={page.previous.href} rel="prev">
            ← {page.previous.label}
          </Link>
        ) : (
          <span />
        )}
        {page.next ? (
          <Link href={page.next.href} rel="next">
            {page.next.label} →
          </Link>
        ) : null}
      </Neighbours>
    </>
  );
}

async function UnitDetails({
  page,
  searchParams,
}: {
  page: UnitPage;
  searchParams: Props['searchParams'];
}) {
  const today = await learningToday();
  const learntOn = page.learntOn(today);
  const [filter, ...more] = page.posts;
  return (
    <>
      {learntOn.length ? (
        <LearntOn aria-label="When it is learnt">
          {learntOn.map((day) => (
            <li key={day.programme}>
              {day.programme}: <time dateTime={day.date}>{formatDay(day.date)}</time>
              {day.date === today ? ' (today)' : null}
            </li>
          ))}
        </LearntOn>
      ) : null}
      {[...new Set(learntOn.map((day) => day.date))].map((date) => (
        <DayDedications key={date} date={date} today={today} />
      ))}
      <section aria-labelledby="unit-shiurim">
        <h2 id="unit-shiurim">Shiurim</h2>
        {filter && more.length === 0 ? (
          <PagedShiurim page={page} after={cursorParam((await searchParams).after)} />
        ) : (
          <UnitShiurim filters={page.posts} emptyText={`No shiurim on ${page.title} yet.`} />
        )}
      </section>
    </>
  );
}

async function PagedShiurim({ page, after }: { page: UnitPage; after?: string }) {
  const { posts } = await load(GetPostsDocument, { first: 30, after, filter: page.posts[0] });
  return (
    <PostList
      connection={posts}
      emptyText={`No shiurim on ${page.title} yet.`}
      nextHref={(cursor) => `${page.path}?after=${cursor}`}
    />
  );
}

const Facts = styled.ul`
  list-style: none;
  margin: 0 0 ${theme.space.md};
  padding: 0;
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space.xs} ${theme.space.lg};
  color: ${theme.colors.muted};
`;

const LearntOn = styled.ul`
  margin: 0 0 ${theme.space.md};
  padding: ${theme.space.sm} ${theme.space.md};
  list-style: none;
  border-left: 4px solid ${theme.colors.primary};
  background: ${theme.colors.surfaceMuted};
`;

const Neighbours = styled.nav`
  display: flex;
  justify-content: space-between;
  gap: ${theme.space.md};
  margin-top: ${theme.space.xl};
  padding-top: ${theme.space.md};
  border-top: 1px solid ${theme.colors.border};
  ${media.narrow} {
    flex-direction: column;
  }
`;
