import { describe, expect, it } from 'vitest';
import { pageOfGroups } from './daf-shiurim-page';

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
