import { describe, expect, it, vi } from 'vitest';
import { renderToString } from 'react-dom/server';

// Rendered alone, without the App Router around it: its links need a router to prefetch with.
vi.mock('next/navigation', () => ({ useRouter: () => ({ prefetch: () => undefined }) }));
import type { DafShiurimByAuthorFragment } from '@openshiur/graphql';
import { cycleOn } from '../daf-cycle';
import { DAF_SHIURIM_PAGE_SIZE } from '../daf-shiurim-page';
import { TodaysDaf } from './TodaysDaf';
import { sampleDafLearning } from '../../../../test/sample-learning';

type Group = DafShiurimByAuthorFragment['shiurimByAuthor'][number];

const TODAY = '2026-11-27';
const cycle = cycleOn(TODAY);
const { masechta, daf } = cycle.daf;

/** A sample author's group of `count` sample shiurim on today's daf. */
function group(authorId: string, count: number): Group {
  const author = {
    id: authorId,
    name: `Sample Author ${authorId}`,
    plainName: `Sample Author ${authorId}`,
    image: null,
  };
  return {
    author,
    posts: Array.from({ length: count }, (_, index) => ({
      id: `${authorId}-${index + 1}`,
      title: `Sample shiur ${authorId}-${index + 1}`,
      mediaType: 'Audio' as Group['posts'][number]['mediaType'],
      durationSeconds: 1800,
      publishedAt: null,
      topics: [],
      authors: [author],
      series: null,
      learning: sampleDafLearning({ masechta: masechta.name, masechtaSlug: masechta.slug, daf }),
    })),
  };
}

const shiurLinks = (html: string) => html.match(/>Sample shiur [^<]+</g) ?? [];

describe('TodaysDaf', () => {
  it('lists the first page of a long list of shiurim and links to the daf page for all of them', () => {
    const html = renderToString(
      <TodaysDaf today={TODAY} cycle={cycle} shiurim={[group('1', 20), group('2', 10)]} />,
    );
    expect(shiurLinks(html)).toHaveLength(DAF_SHIURIM_PAGE_SIZE);
    expect(html).toContain(`All 30 shiurim on ${masechta.name} ${daf}`);
    // The second author's shiurim are on the daf page's later pages, not here.
    expect(html).not.toContain('Sample shiur 2-1');
  });

  it('lists a short list whole', () => {
    const html = renderToString(
      <TodaysDaf today={TODAY} cycle={cycle} shiurim={[group('1', 2), group('2', 1)]} />,
    );
    expect(shiurLinks(html)).toHaveLength(3);
    expect(html).toContain(`All 3 shiurim on ${masechta.name} ${daf}`);
  });

  it('says so when the daf has no shiurim yet', () => {
    const html = renderToString(<TodaysDaf today={TODAY} cycle={cycle} shiurim={[]} />);
    expect(html).toContain('No shiurim on today’s daf yet.');
    expect(shiurLinks(html)).toHaveLength(0);
  });
});
