/** How much demo content each size makes. */
export type SeedSize = 'small' | 'large';

export interface SeedOptions {
  /** `small` (default) seeds in seconds; `large` makes ≥100,000 posts for benchmarks. */
  size?: SeedSize;
}

export interface SeedCounts {
  authors: number;
  /** All series, the programme series (`programmeSeriesPosts` below) included. */
  series: number;
  /** All posts, the programme series' included. */
  posts: number;
  /** Posts in each of the programme series (Rambam Yomi, Kitzur Yomi, Sefer HaMitzvos). */
  programmeSeriesPosts: number;
  events: number;
  blogs: number;
}

export const seedCounts: Readonly<Record<SeedSize, SeedCounts>> = {
  small: { authors: 25, series: 48, posts: 820, programmeSeriesPosts: 40, events: 12, blogs: 12 },
  large: {
    authors: 400,
    series: 1_203,
    posts: 100_600,
    programmeSeriesPosts: 200,
    events: 40,
    blogs: 60,
  },
};

/**
 * Every date in the demo content is computed from this instant, never from the clock, so two seeds
 * give identical rows. Content is published before it; events and scheduled posts run after it.
 */
export const SEED_REFERENCE_DATE = new Date('2026-01-01T00:00:00.000Z');

const DAY_MS = 86_400_000;

export function daysFromReference(days: number, hours = 0): Date {
  return new Date(SEED_REFERENCE_DATE.getTime() + days * DAY_MS + hours * 3_600_000);
}
