/**
 * The embedded provider's interaction routes (`/interaction/{uid}…`): login, sign-up and cancel.
 * oidc-provider hands the browser here when it needs a user, and takes it back through
 * `interactionFinished`. Consent is granted automatically for the site (see loadExistingGrant).
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import type Provider from 'oidc-provider';
import { z } from 'zod';
import type { RateLimiter } from '../rate-limit';
import { DEMO_ACCOUNTS, type AccountStore } from './accounts';
import { loginPage, messagePage, signUpPage, type SignUpPageInput } from './pages';

export interface InteractionContext {
  provider: Provider;
  accounts: AccountStore;
  siteName: string;
  limiter: RateLimiter;
}

const MAX_FORM_BYTES = 8 * 1024;

const loginFormSchema = z.object({
  email: z.string().trim().max(254),
  password: z.string().max(1024),
});

const signUpFormSchema = z.object({
  givenName: z
    .string()
    .trim()
    .min(1, 'Enter your first name')
    .max(100, 'Use at most 100 characters'),
  familyName: z
    .string()
    .trim()
    .min(1, 'Enter your last name')
    .max(100, 'Use at most 100 characters'),
  email: z
    .string()
    .trim()
    .max(254, 'Use at most 254 characters')
    .pipe(z.email('Enter an e-mail address like name@example.org')),
  password: z.string().min(8, 'Use at least 8 characters').max(1024, 'Use at most 1024 characters'),
});

const ROUTE = /^\/interaction\/([A-Za-z0-9_-]{1,64})(?:\/(login|signup|abort))?\/?$/;

function send(
  response: ServerResponse,
  status: number,
  html: string,
  headers: Record<string, string> = {},
) {
  response.writeHead(status, {
    'content-type': 'text/html; charset=utf-8',
    'cache-control': 'no-store',
    ...headers,
  });
  response.end(html);
}

async function readForm(request: IncomingMessage): Promise<Record<string, string> | undefined> {
  if (!/^application\/x-www-form-urlencoded\b/i.test(request.headers['content-type'] ?? ''))
    return undefined;
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of request) {
    size += (chunk as Buffer).length;
    if (size > MAX_FORM_BYTES) return undefined;
    chunks.push(chunk as Buffer);
  }
  return Object.fromEntries(new URLSearchParams(Buffer.concat(chunks).toString('utf8')));
}

/** Handles the request if it is an interaction route; resolves false to let the provider have it. */
export async function handleInteraction(
  context: InteractionContext,
  request: IncomingMessage,
  response: ServerResponse,
): Promise<boolean> {
  const url = new URL(request.url ?? '/', 'http://provider.invalid');
  const match = ROUTE.exec(url.pathname);
  if (!match)
    return url.pathname.startsWith('/interaction') ? (notFound(context, response), true) : false;
  const [, uid, action] = match;
  const { provider, accounts, siteName } = context;

  let details: Awaited<ReturnType<Provider['interactionDetails']>>;
  try {
    details = await provider.interactionDetails(request, response);
  } catch {
    send(
      response,
      400,
      messagePage({
        siteName,
        title: 'Sign-in expired',
        message:
          'This sign-in page has expired or was opened in another browser. Go back to the site and choose Login again.',
      }),
    );
    return true;
  }
  // The cookie names the interaction; the address must name the same one.
  if (details.uid !== uid) {
    notFound(context, response);
    return true;
  }

  if (request.method === 'POST' && (action === 'login' || action === 'signup')) {
    const decision = context.limiter.consume(request.socket.remoteAddress ?? 'unknown');
    if (!decision.allowed) {
      send(
        response,
        429,
        messagePage({
          siteName,
          title: 'Too many attempts',
          message: 'Too many sign-in attempts from this address. Wait a moment and try again.',
        }),
        {
          'retry-after': String(decision.retryAfterSeconds),
        },
      );
      return true;
    }
  }

  if (details.prompt.name === 'consent') {
    // Only the site itself is registered: it is first-party, so consent is implied.
    const grant = new provider.Grant({
      accountId: details.session?.accountId,
      clientId: String(details.params.client_id),
    });
    grant.addOIDCScope(String(details.params.scope ?? 'openid'));
    const grantId = await grant.save();
    await provider.interactionFinished(
      request,
      response,
      { consent: { grantId } },
      { mergeWithLastSubmission: true },
    );
    return true;
  }

  if (action === 'abort') {
    await provider.interactionFinished(
      request,
      response,
      { error: 'access_denied', error_description: 'The visitor cancelled the sign-in' },
      { mergeWithLastSubmission: false },
    );
    return true;
  }

  if (action === undefined && request.method === 'GET') {
    send(
      response,
      200,
      loginPage({
        uid: details.uid,
        siteName,
        demoAccounts: DEMO_ACCOUNTS,
        email: loginHint(details.params.login_hint),
      }),
    );
    return true;
  }

  if (action === 'login' && request.method === 'POST') {
    const form = loginFormSchema.safeParse(await readForm(request));
    const account = form.success
      ? await accounts.authenticate(form.data.email, form.data.password)
      : undefined;
    if (!account) {
      const email = form.success ? form.data.email : undefined;
      send(
        response,
        401,
        loginPage({
          uid: details.uid,
          siteName,
          demoAccounts: DEMO_ACCOUNTS,
          email,
          error: 'The e-mail address or the password is not right.',
        }),
      );
      return true;
    }
    await provider.interactionFinished(
      request,
      response,
      { login: { accountId: account.id } },
      { mergeWithLastSubmission: false },
    );
    return true;
  }

  if (action === 'signup' && request.method === 'GET') {
    send(response, 200, signUpPage({ uid: details.uid, siteName }));
    return true;
  }

  if (action === 'signup' && request.method === 'POST') {
    const raw = (await readForm(request)) ?? {};
    const form = signUpFormSchema.safeParse(raw);
    const values = { email: raw.email, givenName: raw.givenName, familyName: raw.familyName };
    if (!form.success) {
      const errors: SignUpPageInput['errors'] = {};
      for (const issue of form.error.issues) {
        const field = issue.path[0];
        if (
          (field === 'email' ||
            field === 'givenName' ||
            field === 'familyName' ||
            field === 'password') &&
          !errors[field]
        ) {
          errors[field] = issue.message;
        }
      }
      send(
        response,
        400,
        signUpPage({
          uid: details.uid,
          siteName,
          values,
          errors,
          message: 'Please correct the fields marked below.',
        }),
      );
      return true;
    }
    const result = await accounts.signUp(form.data);
    if (!result.ok) {
      send(
        response,
        409,
        signUpPage({
          uid: details.uid,
          siteName,
          values,
          errors: { email: 'An account with this e-mail address exists already. Sign in instead.' },
          message: 'Please correct the fields marked below.',
        }),
      );
      return true;
    }
    await provider.interactionFinished(
      request,
      response,
      { login: { accountId: result.account.id } },
      { mergeWithLastSubmission: false },
    );
    return true;
  }

  send(
    response,
    405,
    messagePage({ siteName, title: 'Not allowed', message: 'This page cannot be used that way.' }),
    { allow: 'GET, POST' },
  );
  return true;
}

function loginHint(value: unknown): string | undefined {
  return typeof value === 'string' && value.length <= 254 ? value : undefined;
}

function notFound({ siteName }: InteractionContext, response: ServerResponse) {
  send(
    response,
    404,
    messagePage({
      siteName,
      title: 'Not found',
      message: 'There is no sign-in page at this address.',
    }),
  );
}
