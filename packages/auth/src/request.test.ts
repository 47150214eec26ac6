import { describe, expect, it } from 'vitest';
import {
  readBearerToken,
  readSessionCookie,
  SESSION_COOKIE_NAME,
  tokenFromRequest,
} from './request';

const TOKEN = 'eyJhbGciOiJSUzI1NiJ9.eyJzdWIiOiJ4In0.c2lnbmF0dXJl';

describe('readBearerToken', () => {
  it.each([
    ['the canonical form', `Bearer ${TOKEN}`],
    ['a lower-case scheme', `bearer ${TOKEN}`],
    ['an upper-case scheme', `BEARER ${TOKEN}`],
    ['extra spaces around and inside', `   Bearer    ${TOKEN}   `],
    ['a tab after the scheme', `Bearer\t${TOKEN}`],
  ])('reads the token from %s', (_label, authorization) => {
    expect(readBearerToken(new Headers({ authorization }))).toBe(TOKEN);
  });

  it('accepts token68 padding and characters beyond base64url', () => {
    expect(readBearerToken(new Headers({ authorization: 'Bearer ab+/~c==' }))).toBe('ab+/~c==');
  });

  it('returns undefined without an authorization header', () => {
    expect(readBearerToken(new Headers())).toBeUndefined();
  });

  it.each([
    ['an empty header', ''],
    ['the scheme alone', 'Bearer'],
    ['the scheme and a space', 'Bearer '],
    ['another scheme', 'Basic dXNlcjpwYXNz'],
    ['no space after the scheme', `Bearer${TOKEN}`],
    ['two words', 'Bearer abc def'],
    ['markup', 'Bearer <script>alert(1)</script>'],
    ['padding in the middle', 'Bearer ab=cd'],
    ['a quoted token', `Bearer "${TOKEN}"`],
  ])('rejects %s', (_label, authorization) => {
    expect(readBearerToken(new Headers({ authorization }))).toBeUndefined();
  });

  it('rejects two authorization headers, which Headers joins into one value', () => {
    const headers = new Headers();
    headers.append('authorization', `Bearer ${TOKEN}`);
    headers.append('authorization', 'Bearer other');
    expect(readBearerToken(headers)).toBeUndefined();
  });
});

describe('readSessionCookie', () => {
  it('uses the cookie name `jwt`', () => {
    expect(SESSION_COOKIE_NAME).toBe('jwt');
  });

  it.each([
    ['the only cookie', `jwt=${TOKEN}`],
    ['one among others', `theme=dark; jwt=${TOKEN}; consent=1`],
    ['a header with loose spacing', `theme=dark;jwt = ${TOKEN} ;consent=1`],
    ['a quoted value', `jwt="${TOKEN}"`],
  ])('reads the token from %s', (_label, cookieHeader) => {
    expect(readSessionCookie(cookieHeader)).toBe(TOKEN);
  });

  it('takes the first `jwt` cookie, the most specific one the browser sends', () => {
    expect(readSessionCookie(`jwt=${TOKEN}; jwt=older.token.value`)).toBe(TOKEN);
  });

  it.each([
    ['no header', null],
    ['an empty header', ''],
    ['no jwt cookie', 'theme=dark; consent=1'],
    ['cookies whose names only contain jwt', `xjwt=${TOKEN}; jwt_old=${TOKEN}; JWT=${TOKEN}`],
    ['an empty value', 'jwt=; theme=dark'],
    ['a name without value', 'jwt; theme=dark'],
    ['a value with spaces', 'jwt=not a token'],
    ['a percent-encoded value', 'jwt=a%20b'],
  ])('returns undefined for %s', (_label, cookieHeader) => {
    expect(readSessionCookie(cookieHeader)).toBeUndefined();
  });
});

describe('tokenFromRequest', () => {
  const request = (headers: Record<string, string>) =>
    new Request('http://localhost/api/graphql', { headers });

  it('prefers the Bearer header over the session cookie', () => {
    expect(
      tokenFromRequest(
        request({ authorization: `Bearer ${TOKEN}`, cookie: 'jwt=cookie.token.value' }),
      ),
    ).toBe(TOKEN);
  });

  it('falls back to the session cookie without a Bearer header', () => {
    expect(tokenFromRequest(request({ cookie: `jwt=${TOKEN}` }))).toBe(TOKEN);
  });

  it('falls back to the session cookie when the authorization header uses another scheme', () => {
    // e.g. a staging site behind HTTP basic auth sends `Basic ...` on every request.
    expect(
      tokenFromRequest(request({ authorization: 'Basic dXNlcjpwYXNz', cookie: `jwt=${TOKEN}` })),
    ).toBe(TOKEN);
  });

  it('returns undefined for an anonymous request', () => {
    expect(tokenFromRequest(request({ cookie: 'theme=dark' }))).toBeUndefined();
  });
});
