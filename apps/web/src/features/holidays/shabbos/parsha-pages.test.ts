import { describe, expect, it } from 'vitest';
import { doubleParshaPages, parshaHref, parshaPageByNumbers, parshaPageBySlug, parshaPagesByBook } from './parsha-pages';

describe('parsha pages', () => {
  it('has a page for each of the 54 parshiot and 7 double parshiot, each found by its slug', () => {
    const pages = [...parshaPagesByBook.flatMap((book) => book.parshiot), ...doubleParshaPages];
    expect(pages).toHaveLength(61);
    expect(new Set(pages.map((page) => page.slug)).size).toBe(61);
    for (const page of pages) expect(parshaPageBySlug(page.slug)).toEqual(page);
  });

  it('names single and double parshiot with their Hebrew names and the parts posts are tagged with', () => {
    expect(parshaPageBySlug('lech-lecha')).toEqual({ name: 'Lech Lecha', hebrewName: 'לך לך', slug: 'lech-lecha', parts: ['Lech Lecha'] });
    expect(parshaPageBySlug('matot-masei')).toMatchObject({ name: 'Matot-Masei', parts: ['Matot', 'Masei'] });
    expect(parshaHref(parshaPageBySlug('vayechi')!)).toBe('/shabbos/vayechi');
    expect(parshaPageBySlug('Vayechi')).toBeUndefined();
    expect(parshaPageBySlug('nonsense')).toBeUndefined();
  });

  it('turns hebcal’s parsha numbers into the page of the reading', () => {
    expect(parshaPageByNumbers(1)?.name).toBe('Bereshit');
    expect(parshaPageByNumbers(12)?.name).toBe('Vayechi');
    expect(parshaPageByNumbers([42, 43])?.name).toBe('Matot-Masei');
    expect(parshaPageByNumbers([1, 2])).toBeUndefined();
    expect(parshaPageByNumbers(55)).toBeUndefined();
  });
});
