import { describe, expect, it } from 'vitest';
import { CookieJar, loginFormAction } from './sign-in';

describe('CookieJar', () => {
  it('keeps cookies per origin (site and provider differ by port) and sends them back', () => {
    const jar = new CookieJar();
    jar.store('http://127.0.0.1:4000/login', ['os_signin=sealed; Path=/login; HttpOnly; SameSite=lax']);
    jar.store('http://127.0.0.1:4001/auth', ['_interaction=abc; path=/interaction/abc', '_interaction.sig=def; path=/']);
    expect(jar.header('http://127.0.0.1:4000/')).toBe('os_signin=sealed');
    expect(jar.header('http://127.0.0.1:4001/interaction/abc')).toBe('_interaction=abc; _interaction.sig=def');
    expect(jar.header('http://127.0.0.1:4002/')).toBeUndefined();
  });

  it('drops cookies cleared by an empty value, max-age=0 or a past expiry', () => {
    const jar = new CookieJar();
    const site = 'http://127.0.0.1:4000/login/callback';
    jar.store(site, ['os_signin=sealed; Path=/login', 'a=1', 'b=2']);
    jar.store(site, [
      'jwt=eyJ.token; Path=/; HttpOnly; Max-Age=28800',
      'os_signin=; Path=/login; Max-Age=0',
      'a=gone; Expires=Thu, 01 Jan 1970 00:00:00 GMT',
      'b=',
    ]);
    expect(jar.header(site)).toBe('jwt=eyJ.token');
  });
});

describe('loginFormAction', () => {
  it('finds the login form of the provider page, as an absolute address', () => {
    const html = '<form method="post" action="/interaction/Xy_1-z/login" novalidate><input id="email"></form>';
    expect(loginFormAction(html, 'http://127.0.0.1:4001/interaction/Xy_1-z')).toBe(
      'http://127.0.0.1:4001/interaction/Xy_1-z/login',
    );
  });

  it('says when the page has no login form', () => {
    expect(() => loginFormAction('<p>Sign-in expired</p>', 'http://127.0.0.1:4001/x')).toThrow(/No login form/);
  });
});
