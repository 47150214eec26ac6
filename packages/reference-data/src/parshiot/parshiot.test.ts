import { describe, expect, it } from 'vitest';
import { doubleParshiot, parshiot, parshiotByBook } from './parshiot';

describe('parshiot', () => {
  it('has 54 parshiot across the five books', () => {
    expect(parshiot).toHaveLength(54);
    expect(parshiotByBook.map((book) => book.name)).toEqual(['Bereshit', 'Shemot', 'Vayikra', 'Bamidbar', 'Devarim']);
    expect(parshiotByBook.map((book) => book.parshiot.length)).toEqual([12, 11, 10, 10, 11]);
    expect(parshiot[0]).toEqual({ name: 'Bereshit', hebrewName: 'בראשית', book: 'Bereshit' });
    expect(parshiot.at(-1)?.name).toBe('Vezot Haberachah');
  });

  it('has unique names and Hebrew names', () => {
    expect(new Set(parshiot.map((p) => p.name)).size).toBe(54);
    expect(new Set(parshiot.map((p) => p.hebrewName)).size).toBe(54);
    for (const parsha of parshiot) expect(parsha.hebrewName).toMatch(/^[\u05d0-\u05ea ]+$/);
  });

  it("has the spec's seven double parshiot, each of two consecutive parshiot", () => {
    expect(doubleParshiot.map((d) => d.name)).toEqual([
      'Vayakhel-Pekudei', 'Tazria-Metzorah', 'Acharei Mot-Kedoshim', 'Behar-Bechukotai', 'Chukat-Balak', 'Matot-Masei',
      'Nitzavim-Vayeilech',
    ]);
    for (const double of doubleParshiot) {
      const [first, second] = double.parts;
      expect(parshiot.indexOf(second)).toBe(parshiot.indexOf(first) + 1);
      expect(first.book).toBe(second.book);
    }
  });
});
