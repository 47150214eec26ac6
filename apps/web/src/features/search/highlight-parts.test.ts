import { describe, expect, it } from 'vitest';
import { highlightPieces } from './highlight-parts';

describe('highlightPieces', () => {
  it('marks the matched prefix of each word', () => {
    expect(highlightPieces('Berachos daf 2', 'ber')).toEqual([
      { text: 'Ber', marked: true },
      { text: 'achos daf 2', marked: false },
    ]);
    expect(highlightPieces('Hilchos Shabbos: Shabbos candles', 'shab can')).toEqual([
      { text: 'Hilchos ', marked: false },
      { text: 'Shab', marked: true },
      { text: 'bos: ', marked: false },
      { text: 'Shab', marked: true },
      { text: 'bos ', marked: false },
      { text: 'can', marked: true },
      { text: 'dles', marked: false },
    ]);
  });

  it('marks Hebrew, taking the points with their letters', () => {
    expect(highlightPieces('ברכות דף 2', 'ברכ')).toEqual([
      { text: 'ברכ', marked: true },
      { text: 'ות דף 2', marked: false },
    ]);
  });

  it('leaves the text whole without a query or a match', () => {
    expect(highlightPieces('Berachos', '')).toEqual([{ text: 'Berachos', marked: false }]);
    expect(highlightPieces('Berachos', '   ')).toEqual([{ text: 'Berachos', marked: false }]);
    expect(highlightPieces('Berachos', 'zzz')).toEqual([{ text: 'Berachos', marked: false }]);
    expect(highlightPieces('', 'a')).toEqual([{ text: '', marked: false }]);
  });

  it('puts the text back together unchanged', () => {
    const text = 'Rabbi Avraham Sample — Shabbos 12';
    expect(highlightPieces(text, 'ab sa sh').map((piece) => piece.text).join('')).toBe(text);
  });
});
