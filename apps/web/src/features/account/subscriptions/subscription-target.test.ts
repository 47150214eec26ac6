import { describe, expect, it } from 'vitest';
import { markerMatches, returnToWithMarker, withoutMarker } from './subscription-target';

describe('the subscribe marker', () => {
  const target = { kind: 'series' as const, id: '12' };

  it('is added to the page address for the way back from sign-in, keeping other parameters', () => {
    expect(returnToWithMarker('/series/12', '?after=abc', target)).toBe(
      '/series/12?after=abc&subscribe=series%3A12',
    );
    expect(returnToWithMarker('/series/12', '', target)).toBe('/series/12?subscribe=series%3A12');
  });

  it('matches only its own series or author', () => {
    expect(markerMatches('?subscribe=series%3A12', target)).toBe(true);
    expect(markerMatches('?subscribe=series:12', target)).toBe(true);
    expect(markerMatches('?subscribe=series:13', target)).toBe(false);
    expect(markerMatches('?subscribe=author:12', target)).toBe(false);
    expect(markerMatches('', target)).toBe(false);
  });

  it('is removed from the address afterwards', () => {
    expect(withoutMarker('/series/12', '?after=abc&subscribe=series%3A12', '#top')).toBe(
      '/series/12?after=abc#top',
    );
    expect(withoutMarker('/series/12', '?subscribe=series%3A12')).toBe('/series/12');
  });
});
