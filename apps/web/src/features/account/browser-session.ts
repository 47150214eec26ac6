/**
 * The values the product keeps in the browser: `user` (the token's decoded, non-secret claims, as
 * JSON) and `logout` (time of the last sign-out). The token itself is NOT kept here: it lives in the
 * httpOnly `jwt` cookie where page scripts cannot read it (a deliberate departure: a token in
 * localStorage, as the earlier site kept it, would be handed to any injected script). `token` and `secret` are still
 * removed on sign-out, in case an older version of the site left them behind.
 */
export const STORAGE_KEYS = {
  token: 'token',
  user: 'user',
  secret: 'secret',
  logout: 'logout',
} as const;

/** Storage can be missing or throw (privacy modes, full quota): the session never depends on it. */
function storage(): Storage | undefined {
  try {
    return typeof window === 'undefined' ? undefined : window.localStorage;
  } catch {
    return undefined;
  }
}

export function rememberSignedInUser(user: object): void {
  try {
    const store = storage();
    store?.setItem(STORAGE_KEYS.user, JSON.stringify(user));
    store?.removeItem(STORAGE_KEYS.token);
    store?.removeItem(STORAGE_KEYS.secret);
  } catch {
    // Quota or privacy mode: the cookie session works without it.
  }
}

/** The product's states and transitions "Sign-out": removes token, user and secret, and writes the logout timestamp. */
export function forgetSignedInUser(now: number = Date.now()): void {
  try {
    const store = storage();
    store?.removeItem(STORAGE_KEYS.token);
    store?.removeItem(STORAGE_KEYS.user);
    store?.removeItem(STORAGE_KEYS.secret);
    store?.setItem(STORAGE_KEYS.logout, String(now));
  } catch {
    // As above.
  }
}

/** Drops a `user` left from a session that has ended on its own (expired), without a sign-out event. */
export function removeStoredUser(): void {
  try {
    storage()?.removeItem(STORAGE_KEYS.user);
  } catch {
    // As above.
  }
}

export function storedUser(): unknown {
  try {
    const value = storage()?.getItem(STORAGE_KEYS.user);
    return value ? (JSON.parse(value) as unknown) : null;
  } catch {
    return null;
  }
}

/**
 * Whether a `storage` event from another tab means "signed out": the `logout` timestamp was
 * written after this page was loaded (an older value replayed would not count).
 */
export function isSignOutEvent(
  event: Pick<StorageEvent, 'key' | 'newValue'>,
  pageLoadedAt: number,
): boolean {
  if (event.key !== STORAGE_KEYS.logout || !event.newValue) return false;
  const at = Number(event.newValue);
  return Number.isFinite(at) && at >= pageLoadedAt;
}
