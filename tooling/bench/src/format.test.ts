import { describe, expect, it } from 'vitest';
import { byteSize, kibibytes, mebibytes, milliseconds, ratio, renderTable, requestRate, shortCacheControl, shortPath } from './format';

describe('ratio', () => {
  it('divides by the floor, with three decimals for small ratios', () => {
    expect(ratio(500, 1000)).toBe('0.50×');
    expect(ratio(6.4, 1300)).toBe('0.005×');
    expect(ratio(2100, 1000)).toBe('2.10×');
  });

  it('is a dash when the floor measured nothing', () => {
    expect(ratio(10, 0)).toBe('–');
    expect(ratio(10, Number.NaN)).toBe('–');
  });
});

describe('figures', () => {
  it('writes rates, sizes and paths for a table cell', () => {
    expect(requestRate(6.43)).toBe('6.4');
    expect(requestRate(1234.6)).toBe('1235');
    expect(kibibytes(137_421)).toBe('134.2 KiB');
    expect(kibibytes(undefined)).toBe('–');
    expect(mebibytes(300 * 1024 * 1024)).toBe('300 MiB');
    expect(shortPath('/search?q=berachos')).toBe('/search?q=berachos');
    expect(shortPath('/dafyomi/bava-kama/123456789012345678901234567890', 20)).toBe('/dafyomi/bava-kama/…');
  });
});

describe('shortCacheControl', () => {
  it('drops the spaces and abbreviates the long directives', () => {
    expect(shortCacheControl('private, no-cache, no-store, max-age=0, must-revalidate')).toBe(
      'private,no-cache,no-store,max-age=0,must-reval',
    );
    expect(shortCacheControl('s-maxage=300, stale-while-revalidate=86100')).toBe('s-maxage=300,swr=86100');
  });

  it('says when there is no header', () => {
    expect(shortCacheControl(null)).toBe('(none)');
  });
});

describe('renderTable', () => {
  it('pads each column to its widest cell', () => {
    expect(renderTable(['a', 'bb'], [['ccc', 'd'], ['e', 'ffff']])).toBe(
      ['a    bb', '---  ----', 'ccc  d', 'e    ffff'].join('\n'),
    );
  });
});

describe('latencies and sizes', () => {
  it('writes milliseconds with two decimals under 10 ms, one above', () => {
    expect(milliseconds(4.214)).toBe('4.21 ms');
    expect(milliseconds(83.44)).toBe('83.4 ms');
    expect(milliseconds(Number.NaN)).toBe('–');
  });

  it('writes sizes in KiB under one MiB, MiB above', () => {
    expect(byteSize(40 * 1024)).toBe('40.0 KiB');
    expect(byteSize(21.04 * 1024 * 1024)).toBe('21.0 MiB');
  });
});
