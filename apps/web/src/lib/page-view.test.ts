import { describe, expect, it } from 'vitest';
import { MAX_VIEW_SEGMENT_LENGTH, parseViewSegment, viewSegmentFor } from './page-view';

const params = (query: string) => new URLSearchParams(query);

describe('viewSegmentFor', () => {
  it('sends a request with a session to the per-request render, whatever its query', () => {
    expect(viewSegmentFor(true, params(''))).toBe('r');
    expect(viewSegmentFor(true, params('page=2'))).toBe('r');
  });

  it('gives an anonymous visit without page parameters the one cached render', () => {
    expect(viewSegmentFor(false, params(''))).toBe('a');
    // Tracking parameters never split the cache.
    expect(viewSegmentFor(false, params('utm_source=mail&fbclid=x'))).toBe('a');
  });

  it('carries the page parameters in the segment, in one order', () => {
    const one = viewSegmentFor(false, params('q=daf&sort=newest'));
    expect(one).toMatch(/^a\.[A-Za-z0-9_-]+$/);
    expect(viewSegmentFor(false, params('sort=newest&utm_source=x&q=daf'))).toBe(one);
    expect(parseViewSegment(one)).toEqual({ kind: 'cached', query: { q: 'daf', sort: 'newest' } });
  });

  it('keeps repeated parameters and text in any script', () => {
    const segment = viewSegmentFor(false, params('topics=1&topics=2&q=%D7%91%D7%A8%D7%9B%D7%95%D7%AA'));
    expect(parseViewSegment(segment)).toEqual({ kind: 'cached', query: { q: 'ברכות', topics: ['1', '2'] } });
  });

  it('renders per request when the parameters would not fit in a path segment', () => {
    const long = viewSegmentFor(false, params(`q=${'x'.repeat(400)}`));
    expect(long).toBe('r');
    expect(viewSegmentFor(false, params(`q=${'x'.repeat(100)}`)).length).toBeLessThanOrEqual(MAX_VIEW_SEGMENT_LENGTH);
  });
});

describe('parseViewSegment', () => {
  it('reads only segments the proxy makes', () => {
    expect(parseViewSegment('a')).toEqual({ kind: 'cached', query: {} });
    expect(parseViewSegment('r')).toEqual({ kind: 'per-request' });
    for (const made of ['', 'm', 'series', 'a.', 'a.!!', 'A', `a.${'x'.repeat(300)}`]) {
      expect(parseViewSegment(made), made).toBeNull();
    }
  });

  it('refuses a segment that carries a parameter no page reads, or none', () => {
    const foreign = `a.${Buffer.from('utm_source=x').toString('base64url')}`;
    expect(parseViewSegment(foreign)).toBeNull();
    const empty = `a.${Buffer.from('&').toString('base64url')}`;
    expect(parseViewSegment(empty)).toBeNull();
  });
});
