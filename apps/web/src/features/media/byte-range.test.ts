import { describe, expect, it } from 'vitest';
import { etagMatches, parseByteRange } from './byte-range';

describe('parseByteRange', () => {
  const size = 1000;
  it.each([
    ['no header', null, { kind: 'whole' }],
    ['a closed range', 'bytes=0-499', { kind: 'partial', start: 0, end: 499 }],
    ['one byte', 'bytes=10-10', { kind: 'partial', start: 10, end: 10 }],
    ['an open range', 'bytes=900-', { kind: 'partial', start: 900, end: 999 }],
    ['an end past the file, cut to it', 'bytes=500-5000', { kind: 'partial', start: 500, end: 999 }],
    ['the last n bytes', 'bytes=-100', { kind: 'partial', start: 900, end: 999 }],
    ['more last bytes than the file has', 'bytes=-5000', { kind: 'partial', start: 0, end: 999 }],
    ['a start past the end', 'bytes=1000-', { kind: 'unsatisfiable' }],
    ['a closed range past the end', 'bytes=2000-3000', { kind: 'unsatisfiable' }],
    ['no last bytes', 'bytes=-0', { kind: 'unsatisfiable' }],
    ['an inverted range (invalid: ignored)', 'bytes=500-100', { kind: 'whole' }],
    ['several ranges (the whole file instead)', 'bytes=0-1,5-6', { kind: 'whole' }],
    ['another unit', 'items=0-5', { kind: 'whole' }],
    ['garbage', 'bytes=abc', { kind: 'whole' }],
    ['an empty range', 'bytes=-', { kind: 'whole' }],
    ['upper-case unit and spaces', ' Bytes=1-2 ', { kind: 'partial', start: 1, end: 2 }],
  ])('%s', (_name, header, expected) => {
    expect(parseByteRange(header, size)).toEqual(expected);
  });

  it('finds nothing to send in an empty file', () => {
    expect(parseByteRange('bytes=0-', 0)).toEqual({ kind: 'unsatisfiable' });
    expect(parseByteRange('bytes=-10', 0)).toEqual({ kind: 'unsatisfiable' });
  });
});

describe('etagMatches', () => {
  it('compares weakly, in a list, and takes *', () => {
    expect(etagMatches('"a-1"', '"a-1"')).toBe(true);
    expect(etagMatches('W/"a-1"', '"a-1"')).toBe(true);
    expect(etagMatches('"x", "a-1"', '"a-1"')).toBe(true);
    expect(etagMatches('*', '"a-1"')).toBe(true);
    expect(etagMatches('"a-2"', '"a-1"')).toBe(false);
    expect(etagMatches(null, '"a-1"')).toBe(false);
  });
});
