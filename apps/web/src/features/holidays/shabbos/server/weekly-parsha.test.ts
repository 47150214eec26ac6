import { describe, expect, it } from 'vitest';
import { parshaPageBySlug } from '@/features/holidays/shabbos/parsha-pages';
import { comingShabbos, nextReadingOf, readingForShabbos } from './weekly-parsha';

describe('the parsha of the coming Shabbos', () => {
  it('reads the coming Shabbos’s parsha, or today’s on Shabbos itself', () => {
    expect(readingForShabbos('2026-01-01', false)).toMatchObject({ kind: 'parsha', shabbos: '2026-01-03', parsha: { name: 'Vayechi' } });
    expect(readingForShabbos('2026-01-03', false)).toMatchObject({ shabbos: '2026-01-03', parsha: { name: 'Vayechi' } });
    expect(readingForShabbos('2026-01-04', false)).toMatchObject({ shabbos: '2026-01-10', parsha: { name: 'Shemot' } });
  });

  it('reads a double parsha as one', () => {
    expect(readingForShabbos('2026-07-06', false)).toMatchObject({ shabbos: '2026-07-11', parsha: { name: 'Matot-Masei', parts: ['Matot', 'Masei'] } });
    expect(readingForShabbos('2026-06-27', false)).toMatchObject({ parsha: { name: 'Chukat-Balak' } });
  });

  it('differs in Israel when the diaspora keeps a second festival day on Shabbos', () => {
    // 2026-05-23: the second day of Shavuot outside Israel; Israel already reads Nasso, and
    // catches up by reading Chukat and Balak apart.
    expect(readingForShabbos('2026-05-23', false)).toEqual({ kind: 'festival', shabbos: '2026-05-23', festival: 'Shavuot' });
    expect(readingForShabbos('2026-05-23', true)).toMatchObject({ kind: 'parsha', parsha: { name: 'Nasso' } });
    expect(readingForShabbos('2026-06-27', true)).toMatchObject({ parsha: { name: 'Balak' } });
  });

  it('names a festival Shabbos and finds the next Shabbos with a parsha', () => {
    const { reading, nextParsha } = comingShabbos('2026-04-01', false);
    expect(reading).toEqual({ kind: 'festival', shabbos: '2026-04-04', festival: 'Pesach Shabbat Chol ha-Moed' });
    expect(nextParsha).toMatchObject({ shabbos: '2026-04-11', parsha: { name: 'Shemini' } });
    // Rosh Hashana, then Ha'azinu on Shabbos Shuva.
    expect(comingShabbos('2026-09-07', false).nextParsha).toMatchObject({ shabbos: '2026-09-19', parsha: { name: "Ha'azinu" } });
    expect(comingShabbos('2026-01-01', false).nextParsha).toEqual(comingShabbos('2026-01-01', false).reading);
  });
});

describe('when a parsha is next read', () => {
  const page = (slug: string) => parshaPageBySlug(slug)!;

  it('finds the next Shabbos that reads it, this week included', () => {
    expect(nextReadingOf(page('vayechi'), '2026-01-01', false)).toMatchObject({ shabbos: '2026-01-03' });
    expect(nextReadingOf(page('bereshit'), '2026-01-01', false)).toMatchObject({ shabbos: '2026-10-10' });
  });

  it('finds a parsha read together with its pair, and a double parsha read apart', () => {
    expect(nextReadingOf(page('masei'), '2026-01-01', false)).toMatchObject({ shabbos: '2026-07-11', parsha: { name: 'Matot-Masei' } });
    // Israel 5786 reads Chukat and Balak apart: the double's page finds Chukat first.
    expect(nextReadingOf(page('chukat-balak'), '2026-01-01', true)).toMatchObject({ parsha: { name: 'Chukat' } });
  });
});
