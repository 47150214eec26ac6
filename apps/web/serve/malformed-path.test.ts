import { describe, expect, it } from 'vitest';
import { literalPathIfMalformed } from './malformed-path.mjs';

describe('literalPathIfMalformed', () => {
  it.each([
    ['/p/%ff', '/p/%25ff'],
    ['/%zz', '/%25zz'],
    ['/series/%E0%A4%A', '/series/%25E0%25A4%25A'],
    ['/a/%c0%ae%c0%ae', '/a/%25c0%25ae%25c0%25ae'],
    ['/p/1%', '/p/1%25'],
    ['/author/%D7%90%ff?page=2&q=%ff', '/author/%25D7%2590%25ff?page=2&q=%ff'],
  ])('reads %s literally', (url, expected) => {
    expect(literalPathIfMalformed(url)).toBe(expected);
  });

  it.each(['/', '/p/12', '/author/%D7%90%D7%91', '/search?q=%ff', '/series?topic=%zz', '/%25ff'])('leaves the well-formed %s', (url) => {
    expect(literalPathIfMalformed(url)).toBeUndefined();
  });
});
