import { describe, expect, it } from 'vitest';
import { searchWord } from './targets';

describe('searchWord', () => {
  it('takes the longest word of letters from a post title, lower-cased', () => {
    expect(searchWord('Rambam: Testimony 21')).toBe('testimony');
    expect(searchWord('Daf Yomi Berachos 2a')).toBe('berachos');
    expect(searchWord('שבת 12')).toBeUndefined();
    expect(searchWord('הלכות שבת')).toBe('הלכות');
  });

  it('is undefined when no word has four letters', () => {
    expect(searchWord('Daf 2a: A, B')).toBeUndefined();
  });
});
