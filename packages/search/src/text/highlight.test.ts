import { describe, expect, it } from 'vitest';
import { highlightRanges } from './highlight';

const marked = (text: string, query: string) => highlightRanges(text, query).map(({ start, end }) => text.slice(start, end));

describe('highlightRanges', () => {
  it('marks the typed beginnings of words, any case', () => {
    expect(marked('Berachos 2a: The Time for Shema', 'bera sh')).toEqual(['Bera', 'Sh']);
    expect(marked('Stars at Nightfall', 'NIGHTFALL')).toEqual(['Nightfall']);
  });

  it('ignores diacritics and Hebrew points, and keeps points with their letters', () => {
    expect(marked('Pesaḥim 10b', 'pesah')).toEqual(['Pesaḥ']);
    expect(marked('בְּרֵאשִׁית ברא', 'בר')).toEqual(['בְּרֵ', 'בר']);
  });

  it('marks nothing for an empty query or no match', () => {
    expect(highlightRanges('Anything', '  ')).toEqual([]);
    expect(highlightRanges('Anything', 'zzz')).toEqual([]);
  });
});
