import { describe, expect, it } from 'vitest';
import { copyBatches, copyLinksSql, copyPostsSql, yearsPerCopy } from './catalogue-copies';

describe('copyBatches', () => {
  it('continues after the ids present, in batches that never cross a copy', () => {
    expect(copyBatches(100, 350, 100, 40)).toEqual([
      { copy: 1, firstId: 101, lastId: 140 },
      { copy: 1, firstId: 141, lastId: 180 },
      { copy: 1, firstId: 181, lastId: 200 },
      { copy: 2, firstId: 201, lastId: 240 },
      { copy: 2, firstId: 241, lastId: 280 },
      { copy: 2, firstId: 281, lastId: 300 },
      { copy: 3, firstId: 301, lastId: 340 },
      { copy: 3, firstId: 341, lastId: 350 },
    ]);
  });

  it('resumes a stopped run mid-copy, and has nothing to do at the target', () => {
    expect(copyBatches(260, 300, 100, 1000)).toEqual([{ copy: 2, firstId: 261, lastId: 300 }]);
    expect(copyBatches(300, 300, 100, 1000)).toEqual([]);
  });

  it('starts only from the whole seed', () => {
    expect(() => copyBatches(50, 300, 100, 10)).toThrow(/whole seed/);
  });
});

describe('yearsPerCopy', () => {
  it('clears the seed span in whole years, at least one', () => {
    expect(yearsPerCopy(new Date('2023-07-16'), new Date('2025-12-31'))).toBe(3);
    expect(yearsPerCopy(new Date('2025-01-01'), new Date('2025-03-01'))).toBe(1);
  });
});

describe('copyPostsSql', () => {
  const columns = ['id', 'slug', 'title', 'published_at', 'created_at', 'search_keys', 'search_context', 'topics'];
  const sql = copyPostsSql(columns, { copy: 2, firstId: 201, lastId: 240 }, 100, 3);

  it('copies seed posts 1…40 as ids 201…240 with new slugs', () => {
    expect(sql).toContain('insert into posts ("id", "slug", "title", "published_at", "created_at", "search_keys", "search_context", "topics")');
    expect(sql).toContain('p.id + 200');
    expect(sql).toContain(`regexp_replace(p.slug, '-[0-9]+$', '') || '-' || (p.id + 200)`);
    expect(sql).toContain('from posts p where p.id between 1 and 40');
  });

  it('moves dates back copy × years, keeps content, leaves the indexer its columns', () => {
    expect(sql).toContain('p."published_at" - make_interval(years => 6)');
    expect(sql).toContain('p."created_at" - make_interval(years => 6)');
    expect(sql).toMatch(/p\."published_at" - make_interval\(years => 6\), p\."created_at" - make_interval\(years => 6\), null, null, p\."topics"/);
  });
});

describe('copyLinksSql', () => {
  it('copies a link table for the batch, pointing at the new ids', () => {
    expect(copyLinksSql('post_authors', ['post_id', 'author_id', 'position'], { copy: 1, firstId: 101, lastId: 150 }, 100)).toBe(
      [
        'insert into "post_authors" ("post_id", "author_id", "position")',
        'select l.post_id + 100, l."author_id", l."position"',
        'from "post_authors" l where l.post_id between 1 and 50',
      ].join('\n'),
    );
  });
});
