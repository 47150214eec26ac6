import type { IncomingMessage } from 'node:http';
import { describe, expect, it } from 'vitest';
import { SESSION_COOKIE_NAME } from '@openshiur/auth';
import { acceptsGzip, carriesCookie, isCacheableRequest, isKeepableResponse, isSignedInPageRequest, SESSION_COOKIE, sharedMaxAgeOf } from './request-rules.mjs';

const request = (url: string, headers: Record<string, string> = {}, method = 'GET') =>
  ({ method, url, headers: { 'accept-encoding': 'gzip, deflate, br', ...headers } }) as unknown as IncomingMessage;

describe('isCacheableRequest', () => {
  it('takes an anonymous GET or HEAD of a page', () => {
    expect(isCacheableRequest(request('/'))).toBe(true);
    expect(isCacheableRequest(request('/series/3?page=2', {}, 'HEAD'))).toBe(true);
    expect(isCacheableRequest(request('/p/1', { cookie: 'theme=dark; consent=ads' }))).toBe(true);
  });

  it('leaves the session cookie, whatever its value, to Next', () => {
    expect(SESSION_COOKIE).toBe(SESSION_COOKIE_NAME);
    expect(isCacheableRequest(request('/', { cookie: 'jwt=abc' }))).toBe(false);
    expect(isCacheableRequest(request('/', { cookie: 'a=1; jwt=' }))).toBe(false);
    expect(isCacheableRequest(request('/', { cookie: 'xjwt=1' }))).toBe(true);
  });

  it("leaves writes, Next's client router, its files and the API to Next", () => {
    expect(isCacheableRequest(request('/', {}, 'POST'))).toBe(false);
    expect(isCacheableRequest(request('/', { rsc: '1' }))).toBe(false);
    expect(isCacheableRequest(request('/', { 'next-router-prefetch': '1' }))).toBe(false);
    expect(isCacheableRequest(request('/', { 'next-action': 'abc' }))).toBe(false);
    expect(isCacheableRequest(request('/p/1?_rsc=x1'))).toBe(false);
    expect(isCacheableRequest(request('/_next/static/chunks/a.js'))).toBe(false);
    expect(isCacheableRequest(request('/api/graphql?query=%7B__typename%7D'))).toBe(false);
    expect(isCacheableRequest(request('/api/streams/live'))).toBe(false);
    expect(isCacheableRequest(request('/', { 'cache-control': 'no-cache' }))).toBe(false);
    expect(isCacheableRequest(request('/api/search/suggest?q=b', { pragma: 'no-cache' }))).toBe(false);
    expect(isCacheableRequest(request('/', { range: 'bytes=0-10' }))).toBe(false);
    expect(isCacheableRequest(request(`/search?q=${'a'.repeat(3000)}`))).toBe(false);
  });

  it("answers the search dropdown's suggestions, the one API kept like a page", () => {
    expect(isCacheableRequest(request('/api/search/suggest?q=ber'))).toBe(true);
    expect(isCacheableRequest(request('/api/search/suggest?q=ber', { 'cache-control': 'max-age=0' }))).toBe(true);
    expect(isCacheableRequest(request('/api/search/suggest?q=ber', { 'cache-control': 'max-age=0, no-cache' }))).toBe(false);
    expect(isCacheableRequest(request('/api/search/suggestions?q=ber'))).toBe(false);
  });

  it('only answers clients that take gzip', () => {
    expect(isCacheableRequest(request('/', { 'accept-encoding': 'identity' }))).toBe(false);
  });
});

describe('acceptsGzip', () => {
  it.each([
    ['gzip', true],
    ['br;q=1.0, gzip;q=0.8', true],
    ['*', true],
    ['gzip;q=0', false],
    ['*, gzip;q=0', false],
    ['identity', false],
    ['', false],
    [undefined, false],
  ])('%s → %s', (header, expected) => expect(acceptsGzip(header)).toBe(expected));
});

describe('carriesCookie', () => {
  it('finds a cookie by its name only', () => {
    expect(carriesCookie('a=1;jwt=x')).toBe(true);
    expect(carriesCookie('a=jwt=x')).toBe(false);
    expect(carriesCookie(undefined)).toBe(false);
  });
});

describe('sharedMaxAgeOf', () => {
  it("reads s-maxage of a public response, and 0 for anything a shared cache may not keep", () => {
    expect(sharedMaxAgeOf('public, max-age=0, s-maxage=60, stale-while-revalidate=86400')).toBe(60);
    expect(sharedMaxAgeOf('private, no-cache, no-store, max-age=0, must-revalidate')).toBe(0);
    expect(sharedMaxAgeOf('s-maxage=60')).toBe(0);
    expect(sharedMaxAgeOf('public, max-age=60')).toBe(0);
    expect(sharedMaxAgeOf('public, s-maxage=60, no-store')).toBe(0);
    expect(sharedMaxAgeOf(undefined)).toBe(0);
  });
});

describe('isKeepableResponse', () => {
  const page = {
    'content-type': 'text/html; charset=utf-8',
    'content-encoding': 'gzip',
    'cache-control': 'public, max-age=0, s-maxage=60',
    'x-nextjs-cache': 'HIT',
  };
  it('keeps a fresh public gzip page', () => expect(isKeepableResponse(200, page)).toBe(true));
  it('keeps a public JSON answer, compressed or too small to be', () => {
    const json = { 'content-type': 'application/json', 'cache-control': 'public, max-age=60, s-maxage=30' };
    expect(isKeepableResponse(200, json)).toBe(true);
    expect(isKeepableResponse(200, { ...json, 'content-encoding': 'gzip' })).toBe(true);
    expect(isKeepableResponse(200, { ...json, 'cache-control': 'public, max-age=60, s-maxage=0' })).toBe(false);
  });
  it('never keeps an error, a stale copy, a cookie, another encoding or another type', () => {
    expect(isKeepableResponse(404, page)).toBe(false);
    expect(isKeepableResponse(200, { ...page, 'x-nextjs-cache': 'STALE' })).toBe(false);
    expect(isKeepableResponse(200, { ...page, 'set-cookie': ['a=1'] })).toBe(false);
    expect(isKeepableResponse(200, { ...page, 'content-encoding': 'br' })).toBe(false);
    expect(isKeepableResponse(200, { ...page, 'content-type': 'text/calendar' })).toBe(false);
    expect(isKeepableResponse(200, { ...page, 'cache-control': 'private, no-store' })).toBe(false);
  });
});

describe('isSignedInPageRequest', () => {
  it("takes a signed-in visitor's GET of a page, in gzip", () => {
    expect(isSignedInPageRequest(request('/', { cookie: 'consent=ads; jwt=abc' }))).toBe(true);
    expect(isSignedInPageRequest(request('/series/3?page=2', { cookie: 'jwt=abc' }))).toBe(true);
  });

  it('leaves anonymous visits to the response cache and everything else to Next', () => {
    expect(isSignedInPageRequest(request('/'))).toBe(false);
    expect(isSignedInPageRequest(request('/', { cookie: 'jwt=abc' }, 'HEAD'))).toBe(false);
    expect(isSignedInPageRequest(request('/', { cookie: 'jwt=abc' }, 'POST'))).toBe(false);
    expect(isSignedInPageRequest(request('/', { cookie: 'jwt=abc', rsc: '1' }))).toBe(false);
    expect(isSignedInPageRequest(request('/', { cookie: 'jwt=abc', 'cache-control': 'no-cache' }))).toBe(false);
    expect(isSignedInPageRequest(request('/', { cookie: 'jwt=abc', 'accept-encoding': 'identity' }))).toBe(false);
    // API answers, the dropdown's included, are not pages.
    expect(isSignedInPageRequest(request('/api/search/suggest?q=ber', { cookie: 'jwt=abc' }))).toBe(false);
    expect(isSignedInPageRequest(request('/api/viewer', { cookie: 'jwt=abc' }))).toBe(false);
  });

  it('leaves the routes that are not pages to them: sign-in, sign-out, media, files', () => {
    for (const path of ['/login?returnTo=%2F', '/logged-in?returnTo=%2F', '/logout', '/signout', '/media/files/1/a.mp3', '/images/a.png', '/dev/mail', '/robots.txt', '/sitemap.xml', '/favicon.ico', '/icon.svg', '/_next/static/a.js']) {
      expect(isSignedInPageRequest(request(path, { cookie: 'jwt=abc' })), path).toBe(false);
    }
    expect(isSignedInPageRequest(request('/learning', { cookie: 'jwt=abc' }))).toBe(true);
  });
});
