import { describe, expect, it } from 'vitest';
import { facetCount, resultsHeading, roundEstimate } from './result-counts';

describe('result counts', () => {
  it('rounds estimates to two significant figures, small ones not at all', () => {
    expect([7, 99, 100, 1_523, 9_673, 83_348, 1_250_001].map(roundEstimate)).toEqual([7, 99, 100, 1_500, 9_700, 83_000, 1_300_000]);
  });

  it('writes exact counts in full and estimates as such', () => {
    expect(resultsHeading(1, true)).toBe('1 shiur');
    expect(resultsHeading(4_801, true)).toBe('4,801 shiurim');
    expect(resultsHeading(83_348, false)).toBe('About 83,000 shiurim');
    expect(facetCount(1_523, true)).toBe('1,523');
    expect(facetCount(1_523, false)).toBe('≈1,500');
  });
});
