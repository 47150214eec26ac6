import { describe, expect, it } from 'vitest';
import { pickFeaturedSeries } from './featured-series';

const series = (id: number, latestPostAt: string | null, postCount = 5) => ({
  id: String(id),
  name: `S${id}`,
  latestPostAt,
  postCount,
});

describe('pickFeaturedSeries', () => {
  it('takes, per topic, the series that published last', () => {
    const picks = pickFeaturedSeries([
      {
        name: 'Gemara',
        series: [series(1, '2025-12-01T10:00:00Z'), series(2, '2025-12-30T10:00:00Z')],
      },
      { name: 'Halacha', series: [series(3, '2025-11-01T10:00:00Z')] },
    ]);
    expect(picks.map((pick) => [pick.topic, pick.series.id])).toEqual([
      ['Gemara', '2'],
      ['Halacha', '3'],
    ]);
  });

  it('features a series once, even when it has two topics, and skips topics with nothing published', () => {
    const shared = series(7, '2025-12-31T10:00:00Z');
    const picks = pickFeaturedSeries([
      { name: 'Parsha', series: [shared, series(8, '2025-12-01T00:00:00Z')] },
      { name: 'Machshava', series: [shared, series(9, '2025-10-01T00:00:00Z')] },
      { name: 'Tefillah', series: [series(10, null, 0)] },
    ]);
    expect(picks.map((pick) => [pick.topic, pick.series.id])).toEqual([
      ['Parsha', '7'],
      ['Machshava', '9'],
    ]);
  });

  it('breaks ties by the number of posts, then by id', () => {
    const date = '2025-12-01T00:00:00Z';
    expect(
      pickFeaturedSeries([{ name: 'Nach', series: [series(4, date, 3), series(5, date, 9)] }])[0]
        ?.series.id,
    ).toBe('5');
    expect(
      pickFeaturedSeries([{ name: 'Nach', series: [series(6, date), series(5, date)] }])[0]?.series
        .id,
    ).toBe('5');
  });
});
