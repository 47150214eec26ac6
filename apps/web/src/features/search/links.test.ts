import { describe, expect, it } from 'vitest';
import { authorHref, postHref, searchPageHref, seriesHref, viewAllHrefs } from './links';

describe('dropdown links', () => {
  it('link each hit to its page, the id encoded', () => {
    expect(postHref('42')).toBe('/p/42');
    expect(authorHref('7')).toBe('/author/7');
    expect(seriesHref('3')).toBe('/series/3');
    expect(postHref('a/b?c')).toBe('/p/a%2Fb%3Fc');
  });

  it('the results page takes the trimmed, encoded query, or none', () => {
    expect(searchPageHref('Shabbos candles')).toBe('/search?q=Shabbos%20candles');
    expect(searchPageHref('  a&b=c#d ')).toBe('/search?q=a%26b%3Dc%23d');
    expect(searchPageHref('ברכות')).toBe(`/search?q=${encodeURIComponent('ברכות')}`);
    expect(searchPageHref('')).toBe('/search');
    expect(searchPageHref('   ')).toBe('/search');
  });

  it('View All leads to the three list pages with the query encoded', () => {
    expect(viewAllHrefs('rav & co')).toEqual({
      posts: '/search?q=rav%20%26%20co',
      authors: '/author?search=rav%20%26%20co',
      series: '/series?search=rav%20%26%20co',
    });
  });
});
