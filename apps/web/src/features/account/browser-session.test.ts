// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import {
  forgetSignedInUser,
  isSignOutEvent,
  rememberSignedInUser,
  storedUser,
} from './browser-session';

afterEach(() => window.localStorage.clear());

describe('browser-stored session values', () => {
  it('keeps the decoded user, never a token, and drops leftovers of token and secret', () => {
    window.localStorage.setItem('token', 'old.token.value');
    window.localStorage.setItem('secret', 'old-state');
    rememberSignedInUser({ sub: 'demo-reader', name: 'Sample Reader' });
    expect(storedUser()).toEqual({ sub: 'demo-reader', name: 'Sample Reader' });
    expect(window.localStorage.getItem('token')).toBeNull();
    expect(window.localStorage.getItem('secret')).toBeNull();
  });

  it('sign-out removes token, user and secret and writes the logout timestamp', () => {
    window.localStorage.setItem('token', 't');
    window.localStorage.setItem('secret', 's');
    rememberSignedInUser({ sub: 'x' });
    forgetSignedInUser(1_700_000_000_000);
    expect(window.localStorage.getItem('user')).toBeNull();
    expect(window.localStorage.getItem('token')).toBeNull();
    expect(window.localStorage.getItem('secret')).toBeNull();
    expect(window.localStorage.getItem('logout')).toBe('1700000000000');
  });

  it('recognises a sign-out in another tab only when it happened after this page loaded', () => {
    expect(isSignOutEvent({ key: 'logout', newValue: '2000' }, 1000)).toBe(true);
    expect(isSignOutEvent({ key: 'logout', newValue: '500' }, 1000)).toBe(false);
    expect(isSignOutEvent({ key: 'logout', newValue: null }, 1000)).toBe(false);
    expect(isSignOutEvent({ key: 'user', newValue: '2000' }, 1000)).toBe(false);
    expect(isSignOutEvent({ key: 'logout', newValue: 'soon' }, 1000)).toBe(false);
  });
});
