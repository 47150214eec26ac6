import { describe, expect, it } from 'vitest';
import { safeReturnTo } from './return-to';

describe('safeReturnTo', () => {
  it.each([
    ['/', '/'],
    ['/profile', '/profile'],
    ['/series/12?subscribe=series:12', '/series/12?subscribe=series:12'],
    ['/search?q=Shabbos%20candles#results', '/search?q=Shabbos%20candles#results'],
    ['/p/1/../2', '/p/2'],
    ['/%2F%2Fevil.example', '/%2F%2Fevil.example'],
  ])('keeps the same-site path %s', (value, expected) => {
    expect(safeReturnTo(value)).toBe(expected);
  });

  it.each([
    ['an absolute URL', 'https://evil.example/'],
    ['an http URL', 'http://evil.example'],
    ['a protocol-relative URL', '//evil.example/path'],
    ['a dot segment before a second slash', '/.//evil.example/phish'],
    ['two dot segments before it', '/././/evil.example'],
    ['a parent segment before it', '/a/..//evil.com'],
    ['an encoded parent segment before it', '/%2e%2e//evil.com'],
    ['an encoded single dot before it', '/%2e//evil.com'],
    ['a backslash trick', '/\\evil.example'],
    ['backslashes only', '\\\\evil.example'],
    ['a tab hiding a slash', '/\t/evil.example'],
    ['a newline hiding a slash', '/\n/evil.example'],
    ['a NUL character', '/profile\u0000'],
    ['a javascript: URL', 'javascript:alert(1)'],
    ['a data: URL', 'data:text/html,hi'],
    ['a relative path', 'profile'],
    ['an empty string', ''],
    ['a non-string', 42],
    ['undefined', undefined],
    ['an overlong path', `/${'a'.repeat(2000)}`],
    ['the sign-in route', '/login?returnTo=/profile'],
    ['the sign-out route', '/signout'],
    ['the sign-out page', '/logout'],
    ['the signed-in landing page', '/logged-in'],
  ])('turns %s into the home page', (_label, value) => {
    expect(safeReturnTo(value)).toBe('/');
  });

  it('uses the given fallback', () => {
    expect(safeReturnTo('https://evil.example', '/profile')).toBe('/profile');
  });
});
