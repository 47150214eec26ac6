import { describe, expect, it } from 'vitest';
import { pageParam } from './page-param';

describe('pageParam', () => {
  it('reads a page number', () => {
    expect(pageParam('3')).toBe(3);
    expect(pageParam(['2', '5'])).toBe(2);
    expect(pageParam('10000')).toBe(10_000);
  });

  it('takes the first page for anything else', () => {
    for (const value of [undefined, '', '0', '-1', '1.5', 'abc', '10001', '999999999999', ' 2']) expect(pageParam(value)).toBe(1);
  });
});
