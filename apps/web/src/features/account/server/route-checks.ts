import 'server-only';
import { redirect } from 'next/navigation';
import { safeReturnTo, type VerifiedIdentity } from '@openshiur/auth';
import { loginHref as clientLoginHref } from '@/features/account/login-href';
import { currentIdentity } from './session';

/** Where sign-in starts, coming back to `returnTo` (checked again by /login). */
export function loginHref(returnTo: string): string {
  return clientLoginHref(safeReturnTo(returnTo));
}

/**
 * "authenticated" pages (the product's roles and route checks): without a signed-in user the visitor is sent to sign in and
 * comes back to `returnTo`, the page's own address.
 */
export async function requireUser(returnTo: string): Promise<VerifiedIdentity> {
  const identity = await currentIdentity();
  if (!identity) redirect(loginHref(returnTo));
  return identity;
}

/** "anonymous" (guest-only) pages (the product's roles and route checks): a signed-in user is sent to the home page. */
export async function requireAnonymous(): Promise<void> {
  if (await currentIdentity()) redirect('/');
}
