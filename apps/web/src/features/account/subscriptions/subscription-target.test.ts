import { describe, expect, it } from 'vitest';
import { loginHref } from '../login-href';
import { parseSubscribeMarker, subscribeMarker } from './subscription-target';

describe('the subscribe marker of a sign-in', () => {
  it('goes on the sign-in address with the page to come back to', () => {
    expect(loginHref('/series/12?after=abc', { kind: 'series', id: '12' })).toBe(
      '/login?returnTo=%2Fseries%2F12%3Fafter%3Dabc&subscribe=series%3A12',
    );
    expect(loginHref('/profile')).toBe('/login?returnTo=%2Fprofile');
  });

  it('is read back as a series or an author and a positive id, or not at all', () => {
    expect(parseSubscribeMarker(subscribeMarker({ kind: 'series', id: '12' }))).toEqual({ kind: 'series', id: 12 });
    expect(parseSubscribeMarker('author:3')).toEqual({ kind: 'author', id: 3 });
    for (const value of [null, undefined, '', 'series:0', 'series:012', 'series:-1', 'series:1.5', 'post:1', 'series:', ':1', 'series:12 ', 'series:99999999999', 'series:2147483648']) {
      expect(parseSubscribeMarker(value), String(value)).toBeUndefined();
    }
  });
});
