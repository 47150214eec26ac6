import { describe, expect, it } from 'vitest';
import { allShiurimOn, countShiurim, DAF_SHIURIM_PAGE_SIZE, dafShiurimPreview, pageOfGroups } from './daf-shiurim-page';

const group = (author: string, count: number) => ({
  author,
  posts: Array.from({ length: count }, (_, index) => `${author}${index + 1}`),
});

describe('pageOfGroups', () => {
  const groups = [group('a', 3), group('b', 4), group('c', 2)];

  it('keeps every group whole when the shiurim fit on one page', () => {
    expect(pageOfGroups(groups, 1, 20)).toEqual({ groups, pageCount: 1, total: 9 });
  });

  it('cuts the groups at the page’s edges and keeps the author with each part', () => {
    expect(pageOfGroups(groups, 1, 4).groups).toEqual([group('a', 3), { author: 'b', posts: ['b1'] }]);
    expect(pageOfGroups(groups, 2, 4).groups).toEqual([{ author: 'b', posts: ['b2', 'b3', 'b4'] }, { author: 'c', posts: ['c1'] }]);
    expect(pageOfGroups(groups, 3, 4)).toEqual({ groups: [{ author: 'c', posts: ['c2'] }], pageCount: 3, total: 9 });
  });

  it('shows nothing past the last page, and one empty page for a daf without shiurim', () => {
    expect(pageOfGroups(groups, 4, 4).groups).toEqual([]);
    expect(pageOfGroups([], 1, 4)).toEqual({ groups: [], pageCount: 1, total: 0 });
  });
});

describe('dafShiurimPreview', () => {
  const shiurim = (author: string, ids: string[]) => ({ author, posts: ids.map((id) => ({ id })) });

  it('shows the first page of a long list, and counts every shiur once', () => {
    const ids = Array.from({ length: 30 }, (_, index) => `p${index}`);
    // p0 is by both authors: listed twice, counted once.
    const groups = [shiurim('a', ids.slice(0, 20)), shiurim('b', ['p0', ...ids.slice(20)])];
    const preview = dafShiurimPreview(groups);
    expect(preview.count).toBe(30);
    expect(preview.groups).toEqual([shiurim('a', ids.slice(0, DAF_SHIURIM_PAGE_SIZE))]);
  });

  it('shows a short list whole, and nothing for a daf without shiurim', () => {
    const groups = [shiurim('a', ['p1', 'p2']), shiurim('b', ['p3'])];
    expect(dafShiurimPreview(groups)).toEqual({ groups, count: 3 });
    expect(dafShiurimPreview([])).toEqual({ groups: [], count: 0 });
  });
});

describe('allShiurimOn', () => {
  it('names the count (“All” only when there are several), and just the daf for none', () => {
    expect(allShiurimOn('Berachos 2', 14)).toBe('All 14 shiurim on Berachos 2');
    expect(allShiurimOn('Berachos 2', 1)).toBe('1 shiur on Berachos 2');
    expect(allShiurimOn('Berachos 2', 0)).toBe('Berachos 2');
  });
});

describe('countShiurim', () => {
  it('counts a shiur listed under two authors once', () => {
    const groups = [{ posts: [{ id: 'p1' }, { id: 'p2' }] }, { posts: [{ id: 'p2' }, { id: 'p3' }] }];
    expect(countShiurim(groups)).toBe(3);
  });
});
