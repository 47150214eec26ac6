import { describe, expect, it } from 'vitest';
import { parseSearchState, searchHref, toggleFilter } from './search-params';

describe('parseSearchState', () => {
  it('reads words, filters, sort and page from the address', () => {
    expect(
      parseSearchState({ q: '  daf   yomi ', topics: ['Gemara', 'Halacha'], author: '3', media: 'Video', sort: 'newest', page: '2' }),
    ).toEqual({
      query: 'daf yomi',
      filters: { topics: ['Gemara', 'Halacha'], authors: ['3'], mediaTypes: ['Video'] },
      sort: 'newest',
      page: 2,
    });
  });

  it('drops what the site does not know instead of failing', () => {
    expect(parseSearchState({ topics: 'Nonsense', author: 'abc', sort: 'random', page: '-4', holiday: 'Purim' })).toEqual({
      query: '',
      filters: { holidays: ['Purim'] },
      sort: 'relevance',
      page: 1,
    });
    expect(parseSearchState({ page: '9999' }).page).toBe(50);
    expect(parseSearchState({ q: 'x'.repeat(500) }).query).toHaveLength(200);
  });
});

describe('searchHref', () => {
  const state = parseSearchState({ q: 'shabbos', topics: 'Halacha', page: '3' });

  it('keeps the state and goes back to page 1 on any change but the page', () => {
    expect(searchHref(state, { sort: 'oldest' })).toBe('/search?q=shabbos&topics=Halacha&sort=oldest');
    expect(searchHref(state, { page: 4 })).toBe('/search?q=shabbos&topics=Halacha&page=4');
    expect(searchHref(parseSearchState({}))).toBe('/search');
  });

  it('switches a filter value on and off', () => {
    const on = toggleFilter(state, 'mediaTypes', 'Audio');
    expect(searchHref(state, { filters: on })).toBe('/search?q=shabbos&topics=Halacha&media=Audio');
    expect(searchHref(state, { filters: toggleFilter(state, 'topics', 'Halacha') })).toBe('/search?q=shabbos');
  });
});
