import { describe, expect, it } from 'vitest';
import { buildDemoDataset } from './dataset';
import { seedCounts } from './sizes';

describe('buildDemoDataset', () => {
  it('builds the same rows every time', () => {
    expect(buildDemoDataset('small')).toEqual(buildDemoDataset('small'));
  });

  it('makes at least 100,000 posts for the large size, with unique slugs', () => {
    const large = buildDemoDataset('large');
    expect(large.posts.length).toBe(seedCounts.large.posts);
    expect(large.posts.length).toBeGreaterThanOrEqual(100_000);
    expect(new Set(large.posts.map((post) => post.slug)).size).toBe(large.posts.length);
    expect(new Set(large.series.map((entry) => entry.slug)).size).toBe(large.series.length);
    expect(new Set(large.authors.map((author) => author.slug)).size).toBe(large.authors.length);
  });

  it('calls every person a sample', () => {
    for (const author of buildDemoDataset('small').authors)
      expect(author.bio).toMatch(/^Sample author for the demo site\./);
  });
});
