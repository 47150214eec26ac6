import type { Metadata } from 'next';
import type { ReactNode } from 'react';
import { safeReturnTo, SIGN_IN_ERROR_CODES, type SignInErrorCode } from '@openshiur/auth';
import { SiteLink as Link } from '@/components/navigation/client/SiteLink';
import { CompleteSignIn } from '@/features/account/client/CompleteSignIn';
import { firstParam } from '@/lib/route-params';
import { loginHref } from '@/features/account/server/route-checks';
import { currentIdentity, publicClaims } from '@/features/account/server/session';

// Reads the session cookie: rendered per request.
export const instant = false;

export const metadata: Metadata = { title: 'Signed in', robots: { index: false } };

/** What the visitor reads when sign-in failed. No detail that would help an attacker. */
const ERROR_TEXT: Record<SignInErrorCode, string> = {
  STATE_MISMATCH:
    'The answer from the sign-in page does not belong to the sign-in this browser started (it may have been opened twice, or in another browser). For your safety nobody was signed in.',
  SIGN_IN_EXPIRED: 'The sign-in took too long, or was started in another browser or tab. Nobody was signed in.',
  PROVIDER_ERROR: 'The sign-in was cancelled or refused at the sign-in page. Nobody was signed in.',
  PROVIDER_UNAVAILABLE: 'The sign-in service cannot be reached at the moment. Please try again in a few minutes.',
  TOKEN_EXCHANGE_FAILED: 'The sign-in service did not confirm the sign-in. Nobody was signed in.',
  ID_TOKEN_INVALID: 'The answer of the sign-in service could not be verified. Nobody was signed in.',
};

function errorCode(value: string | undefined): SignInErrorCode | undefined {
  const code = value?.toUpperCase();
  return SIGN_IN_ERROR_CODES.find((known) => known === code);
}

/**
 * Landing page after sign-in (the product's route table): stores the decoded user in the browser and returns to
 * `returnTo`. After a failed sign-in it explains what happened and offers to try again.
 */
export default async function LoggedInPage({ searchParams }: PageProps<'/logged-in'>) {
  const params = await searchParams;
  const returnTo = safeReturnTo(firstParam(params.returnTo));
  const failure = errorCode(firstParam(params.error));
  if (failure) {
    return (
      <Panel>
        <h1>Sign-in could not be completed</h1>
        <p role="alert" data-sign-in-error={failure.toLowerCase()}>
          {ERROR_TEXT[failure]}
        </p>
        <p>
          {/* Sign-in is a full-page navigation handled by the server (the product's route table). */}
          <a href={loginHref(returnTo)}>Try signing in again</a> or <Link href="/">go to the home page</Link>.
        </p>
      </Panel>
    );
  }
  const identity = await currentIdentity();
  if (!identity) {
    return (
      <Panel>
        <h1>You are not signed in</h1>
        <p>
          <a href={loginHref(returnTo)}>Sign in</a> or <Link href="/">go to the home page</Link>.
        </p>
      </Panel>
    );
  }
  return (
    <Panel>
      <h1>You are signed in</h1>
      <p>
        Welcome{identity.firstName ? `, ${identity.firstName}` : ''}. Taking you back… If nothing happens,{' '}
        <a href={returnTo}>continue here</a>.
      </p>
      <CompleteSignIn user={publicClaims(identity)} returnTo={returnTo} />
    </Panel>
  );
}

function Panel({ children }: { children: ReactNode }) {
  return <div style={{ maxWidth: 520, margin: '64px auto', padding: 16 }}>{children}</div>;
}
