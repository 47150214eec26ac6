import { describe, expect, it } from 'vitest';
import { parseQuery } from '../text/variants';
import { toTsQuery } from './tsquery';

describe('toTsQuery', () => {
  it('needs every word, the last as a prefix', () => {
    expect(toTsQuery(parseQuery('stars at night'))).toBe('stars & at & night:*');
  });

  it('lets a recognised name match through its variant key', () => {
    expect(toTsQuery(parseQuery('Brachot'))).toMatch(/^\(brachot:\* \| zzm\w+\)$/);
    expect(toTsQuery(parseQuery("tisha b'av kinos"))).toMatch(/^\(\(tisha & bav\) \| zz\w+\) & kinos:\*$/);
  });

  it('offers corrections as alternatives', () => {
    expect(toTsQuery(parseQuery('candels'), new Map([['candels', ['candles']]]))).toBe('(candels:* | candles:*)');
  });

  it('takes a last word of one letter as a prefix too, as Algolia does', () => {
    expect(toTsQuery(parseQuery('b'))).toBe('b:*');
    expect(toTsQuery(parseQuery('daf b'))).toBe('daf & b:*');
    expect(toTsQuery(parseQuery('b daf'))).toBe('b & daf:*');
  });

  it('is undefined without words', () => {
    expect(toTsQuery(parseQuery(''))).toBeUndefined();
  });
});
