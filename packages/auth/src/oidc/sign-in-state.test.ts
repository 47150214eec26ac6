import { describe, expect, it, vi, afterEach } from 'vitest';
import {
  openSignInState,
  sealSignInState,
  SIGN_IN_MAX_AGE_SECONDS,
  type SignInState,
} from './sign-in-state';

const SECRET = 'a-test-session-secret-of-enough-length-0123456789';
const STATE: SignInState = {
  state: 'state-value-0123456789',
  nonce: 'nonce-value-0123456789',
  codeVerifier: 'v'.repeat(43),
  returnTo: '/profile',
  redirectUri: 'http://127.0.0.1:3000/login/callback',
};

afterEach(() => vi.useRealTimers());

describe('the sign-in cookie', () => {
  it('round-trips the state and hides its content', async () => {
    const sealed = await sealSignInState(STATE, SECRET);
    expect(sealed.split('.')).toHaveLength(5); // compact JWE
    expect(sealed).not.toContain('profile');
    await expect(openSignInState(sealed, SECRET)).resolves.toEqual(STATE);
  });

  it('carries a follow asked for while signed out, sealed, and refuses a malformed one', async () => {
    const withFollow: SignInState = { ...STATE, follow: { kind: 'series', id: 12 } };
    const sealed = await sealSignInState(withFollow, SECRET);
    expect(sealed).not.toContain('series');
    await expect(openSignInState(sealed, SECRET)).resolves.toEqual(withFollow);
    for (const follow of [{ kind: 'post', id: 1 }, { kind: 'series', id: 0 }, { kind: 'author', id: 1.5 }]) {
      await expect(sealSignInState({ ...STATE, follow } as unknown as SignInState, SECRET)).rejects.toThrow();
    }
  });

  it('is refused when missing, tampered, sealed with another secret or expired', async () => {
    const sealed = await sealSignInState(STATE, SECRET);
    const parts = sealed.split('.');
    const tampered = [...parts.slice(0, 3), `${parts[3]?.slice(0, -2)}AA`, parts[4]].join('.');
    for (const value of [undefined, '', 'garbage', tampered]) {
      await expect(openSignInState(value, SECRET)).rejects.toMatchObject({
        code: 'SIGN_IN_EXPIRED',
      });
    }
    await expect(openSignInState(sealed, `${SECRET}-other`)).rejects.toMatchObject({
      code: 'SIGN_IN_EXPIRED',
    });

    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() });
    vi.setSystemTime(Date.now() + (SIGN_IN_MAX_AGE_SECONDS + 5) * 1000);
    await expect(openSignInState(sealed, SECRET)).rejects.toMatchObject({
      code: 'SIGN_IN_EXPIRED',
    });
  });

  it('refuses a short secret', async () => {
    await expect(sealSignInState(STATE, 'short')).rejects.toThrow(/at least 32/);
  });

  it('refuses to seal an unsafe returnTo shape', async () => {
    await expect(
      sealSignInState({ ...STATE, returnTo: 'https://evil.example' }, SECRET),
    ).rejects.toThrow();
  });
});
