import { describe, expect, it } from 'vitest';
import type { Suggestions } from '@openshiur/search/client';
import { dropdownSections, moveActive, optionsInOrder, resultsAnnouncement } from './dropdown-model';

const many = <T,>(count: number, make: (index: number) => T): T[] => Array.from({ length: count }, (_, index) => make(index));

const suggestions = (posts: number, authors: number, series: number): Suggestions => ({
  query: 'q',
  posts: { hits: many(posts, (i) => ({ objectID: `p${i}`, title: `Post ${i}` })), more: false },
  authors: { hits: many(authors, (i) => ({ objectID: `a${i}`, name: `Author ${i}`, image: null })), more: false },
  series: { hits: many(series, (i) => ({ objectID: `s${i}`, name: `Series ${i}` })), more: false },
});

describe('dropdownSections', () => {
  it('has posts, authors and series in order, with their titles and empty texts', () => {
    const sections = dropdownSections(suggestions(0, 0, 0), 'zzz', 'sb');
    expect(sections.map((section) => [section.key, section.title, section.emptyText])).toEqual([
      ['posts', 'Posts', 'No posts found.'],
      ['authors', 'Authors', 'No authors found.'],
      ['series', 'Series', 'No series found.'],
    ]);
  });

  it('cuts each section to the spec limits: 7 posts, 4 authors, 7 series', () => {
    const sections = dropdownSections(suggestions(9, 6, 8), 'q', 'sb');
    expect(sections.map((section) => section.hits.length)).toEqual([7, 4, 7]);
  });

  it('links hits to their pages and View All to the list pages with the encoded query', () => {
    const [posts, authors, series] = dropdownSections(suggestions(1, 1, 1), 'a b&c', 'sb');
    expect(posts!.hits[0]!.option).toEqual({ id: 'sb-posts-0', href: '/p/p0' });
    expect(authors!.hits[0]!.option).toEqual({ id: 'sb-authors-0', href: '/author/a0' });
    expect(series!.hits[0]!.option).toEqual({ id: 'sb-series-0', href: '/series/s0' });
    expect([posts!.viewAll, authors!.viewAll, series!.viewAll]).toEqual([
      { id: 'sb-posts-all', href: '/search?q=a%20b%26c' },
      { id: 'sb-authors-all', href: '/author?search=a%20b%26c' },
      { id: 'sb-series-all', href: '/series?search=a%20b%26c' },
    ]);
  });
});

describe('optionsInOrder', () => {
  it('visits each section’s hits and then its View All', () => {
    const ids = optionsInOrder(dropdownSections(suggestions(2, 1, 0), 'q', 'x')).map((option) => option.id);
    expect(ids).toEqual(['x-posts-0', 'x-posts-1', 'x-posts-all', 'x-authors-0', 'x-authors-all', 'x-series-all']);
  });
});

describe('moveActive', () => {
  it('goes down from none to the first, and wraps at the ends', () => {
    expect(moveActive(-1, 'next', 5)).toBe(0);
    expect(moveActive(0, 'next', 5)).toBe(1);
    expect(moveActive(4, 'next', 5)).toBe(0);
    expect(moveActive(-1, 'previous', 5)).toBe(4);
    expect(moveActive(3, 'previous', 5)).toBe(2);
    expect(moveActive(0, 'previous', 5)).toBe(4);
  });

  it('jumps to the first and last, and stays at none without options', () => {
    expect(moveActive(2, 'first', 5)).toBe(0);
    expect(moveActive(2, 'last', 5)).toBe(4);
    expect(moveActive(-1, 'next', 0)).toBe(-1);
  });

  it('recovers from an index beyond a shorter list', () => {
    expect(moveActive(9, 'next', 3)).toBe(0);
    expect(moveActive(9, 'previous', 3)).toBe(2);
  });
});

describe('resultsAnnouncement', () => {
  it('counts what is shown, with singulars', () => {
    expect(resultsAnnouncement(dropdownSections(suggestions(9, 6, 8), 'q', 'x'))).toBe('7 posts, 4 authors, 7 series');
    expect(resultsAnnouncement(dropdownSections(suggestions(1, 1, 1), 'q', 'x'))).toBe('1 post, 1 author, 1 series');
    expect(resultsAnnouncement(dropdownSections(suggestions(0, 0, 0), 'q', 'x'))).toBe('0 posts, 0 authors, 0 series');
  });
});
