/**
 * The embedded OpenID provider: a real one (oidc-provider, certified OpenID Connect) that starts with
 * the site when no outside provider is configured, so sign-in works on a fresh machine. Demo accounts
 * and a sign-up form; keys, cookie keys and accounts persist in its data folder.
 *
 * It listens on its own loopback port rather than under a route of the Next server: oidc-provider is
 * a Koa app that needs Node's req/res, which App Router route handlers do not expose, and a separate
 * origin is exactly how a real provider looks to the site (cross-origin redirects, its own cookies),
 * so the site runs the same relying-party code path as in production.
 *
 * It must never serve a production deployment: `startEmbeddedProvider` throws when asked to.
 */
import { createServer, type Server } from 'node:http';
import { randomBytes } from 'node:crypto';
import { mkdir } from 'node:fs/promises';
import Provider, { type Configuration, type KoaContextWithOIDC } from 'oidc-provider';
import { JWKS_PATH } from '../constants';
import { createRateLimiter } from '../rate-limit';
import { openAccountStore } from './accounts';
import { createMemoryAdapterFactory } from './memory-adapter';
import { handleInteraction } from './interactions';
import { loadOrCreateCookieKeys, loadOrCreateSigningKeys } from './keys';
import { logoutPage, messagePage, escapeHtml, page } from './pages';

export interface EmbeddedProviderOptions {
  /** `http://127.0.0.1:{port}`: the provider listens on this host and port; no path. */
  issuer: string;
  /** Where keys, cookie keys and accounts are kept (created if missing). */
  dataDir: string;
  /** The site, registered as the only (confidential, first-party) client. */
  client: {
    clientId: string;
    clientSecret: string;
    /** The site's callback path (`/login/callback`), allowed on the site origins below. */
    redirectPath: string;
    /** Where the provider sends the browser after signing out (`/logout`). */
    postLogoutPath: string;
    /**
     * Public origins of the site (SITE_URL). Loopback origins (localhost, 127.0.0.1, [::1]) on any
     * port are allowed as well, so the demo works whichever of them the browser uses.
     */
    siteOrigins?: string[];
  };
  /** True for a production deployment: the embedded provider then refuses to start. */
  production: boolean;
  siteName?: string;
  /** Login and sign-up POSTs per client address; defaults to 10 per minute. */
  rateLimit?: { limit: number; windowMs: number };
  /** ID token (and so site session) lifetime; defaults to 8 hours. */
  idTokenTtlSeconds?: number;
}

export interface EmbeddedProvider {
  readonly issuer: string;
  close(): Promise<void>;
}

const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

/** Exact registered URI, or a loopback origin (any port) with the registered path. */
export function redirectAllowed(
  value: string,
  exact: readonly string[],
  loopbackPath: string,
): boolean {
  if (exact.includes(value)) return true;
  const parsed = URL.parse(value);
  if (!parsed || (parsed.protocol !== 'http:' && parsed.protocol !== 'https:')) return false;
  return (
    LOOPBACK_HOSTS.has(parsed.hostname) &&
    parsed.pathname === loopbackPath &&
    !parsed.search &&
    !parsed.hash &&
    !parsed.username &&
    !parsed.password
  );
}

export async function startEmbeddedProvider(
  options: EmbeddedProviderOptions,
): Promise<EmbeddedProvider> {
  if (options.production) {
    throw new Error(
      'The embedded demo identity provider cannot run in production: set OIDC_ISSUER, OIDC_CLIENT_ID and OIDC_CLIENT_SECRET to a real provider.',
    );
  }
  const issuerUrl = new URL(options.issuer);
  if (issuerUrl.pathname !== '/' || issuerUrl.search || !issuerUrl.port) {
    throw new Error(
      `The embedded provider's issuer must be an origin with a port, like http://127.0.0.1:3001 (got ${options.issuer})`,
    );
  }
  const issuer = issuerUrl.origin;
  const siteName = options.siteName ?? 'OpenShiur';
  const { client } = options;
  await mkdir(options.dataDir, { recursive: true, mode: 0o700 });
  const [jwks, cookieKeys, accounts] = await Promise.all([
    loadOrCreateSigningKeys(options.dataDir),
    loadOrCreateCookieKeys(options.dataDir),
    openAccountStore(options.dataDir),
  ]);
  const siteOrigins = (client.siteOrigins ?? []).map((origin) => new URL(origin).origin);
  const redirectUris = siteOrigins.length
    ? siteOrigins.map((origin) => `${origin}${client.redirectPath}`)
    : [`http://localhost${client.redirectPath}`];
  const postLogoutRedirectUris = siteOrigins.length
    ? siteOrigins.map((origin) => `${origin}${client.postLogoutPath}`)
    : [`http://localhost${client.postLogoutPath}`];
  const idTokenTtl = options.idTokenTtlSeconds ?? 8 * 60 * 60;

  const configuration: Configuration = {
    adapter: createMemoryAdapterFactory(),
    clients: [
      {
        client_id: client.clientId,
        client_secret: client.clientSecret,
        client_name: siteName,
        redirect_uris: redirectUris,
        post_logout_redirect_uris: postLogoutRedirectUris,
        response_types: ['code'],
        grant_types: ['authorization_code'],
        token_endpoint_auth_method: 'client_secret_basic',
      },
    ],
    jwks,
    cookies: { keys: cookieKeys },
    routes: { jwks: JWKS_PATH },
    claims: {
      // Editorial roles ride with `openid`, so every sign-in of the site carries them (OIDC_ROLES_CLAIM).
      openid: ['sub', 'roles'],
      email: ['email', 'email_verified'],
      profile: ['name', 'given_name', 'family_name'],
    },
    // The site reads the user's name and e-mail from the ID token it keeps as its session.
    conformIdTokenClaims: false,
    pkce: { required: () => true },
    responseTypes: ['code'],
    clientBasedCORS: () => false,
    features: {
      devInteractions: { enabled: false },
      rpInitiatedLogout: {
        enabled: true,
        logoutSource(ctx: KoaContextWithOIDC, form: string) {
          const nonce = randomBytes(16).toString('base64');
          ctx.set(
            'content-security-policy',
            `default-src 'none'; style-src 'unsafe-inline'; script-src 'nonce-${nonce}'; frame-ancestors 'none'; base-uri 'none'`,
          );
          ctx.type = 'html';
          ctx.body = logoutPage({ siteName, form, nonce });
        },
        postLogoutSuccessSource(ctx: KoaContextWithOIDC) {
          ctx.type = 'html';
          ctx.body = messagePage({
            siteName,
            title: 'Signed out',
            message: 'You are signed out of the demo sign-in.',
          });
        },
      },
    },
    interactions: { url: (_ctx, interaction) => `/interaction/${interaction.uid}` },
    ttl: {
      AccessToken: 60 * 60,
      AuthorizationCode: 60,
      IdToken: idTokenTtl,
      Interaction: 30 * 60,
      Session: 14 * 24 * 60 * 60,
      Grant: 14 * 24 * 60 * 60,
    },
    async findAccount(_ctx, id) {
      const account = accounts.findById(id);
      if (!account) return undefined;
      return {
        accountId: account.id,
        claims: () => ({
          sub: account.id,
          email: account.email,
          email_verified: account.emailVerified,
          given_name: account.givenName,
          family_name: account.familyName,
          name: `${account.givenName} ${account.familyName}`.trim(),
          ...(account.roles.length > 0 ? { roles: [...account.roles] } : {}),
        }),
      };
    },
    // The site is the only client and first-party: its scopes are granted without a consent screen.
    async loadExistingGrant(ctx) {
      const grantId =
        ctx.oidc.result?.consent?.grantId ??
        ctx.oidc.session?.grantIdFor(ctx.oidc.client!.clientId);
      if (grantId) return ctx.oidc.provider.Grant.find(grantId);
      if (ctx.oidc.client?.clientId !== client.clientId || !ctx.oidc.session?.accountId)
        return undefined;
      const grant = new ctx.oidc.provider.Grant({
        clientId: client.clientId,
        accountId: ctx.oidc.session.accountId,
      });
      grant.addOIDCScope('openid email profile');
      await grant.save();
      return grant;
    },
    async renderError(ctx, out) {
      ctx.type = 'html';
      const message =
        typeof out.error_description === 'string'
          ? out.error_description
          : 'The sign-in request could not be processed.';
      ctx.body = page({
        siteName,
        title: 'Sign-in error',
        body: `<h1>Sign-in error</h1><p>${escapeHtml(message)}</p><p>Go back to the site and choose Login again.</p>`,
      });
    },
  };

  const provider = new Provider(issuer, configuration);
  // The site may be opened at localhost or 127.0.0.1 on any port (the demo, the browser tests).
  const exactRedirects = redirectUris;
  provider.Client.prototype.redirectUriAllowed = function redirectUriAllowed(value: string) {
    return redirectAllowed(value, exactRedirects, client.redirectPath);
  };
  provider.Client.prototype.postLogoutRedirectUriAllowed = function postLogoutRedirectUriAllowed(
    value: string,
  ) {
    return redirectAllowed(value, postLogoutRedirectUris, client.postLogoutPath);
  };
  // Unexpected provider errors end up in the server log, not only in a page.
  provider.on('server_error', (_ctx, error) =>
    console.error('[embedded-oidc] server error', error),
  );

  const limiter = createRateLimiter(options.rateLimit ?? { limit: 10, windowMs: 60_000 });
  const providerCallback = provider.callback();
  const interactionContext = { provider, accounts, siteName, limiter };

  const server: Server = createServer((request, response) => {
    // Its pages must never be framed (clickjacking of the login form).
    response.setHeader('x-frame-options', 'DENY');
    response.setHeader('x-content-type-options', 'nosniff');
    response.setHeader('referrer-policy', 'no-referrer');
    handleInteraction(interactionContext, request, response)
      .then((handled) => {
        if (!handled) return providerCallback(request, response);
        return undefined;
      })
      .catch((error: unknown) => {
        console.error('[embedded-oidc] request failed', error);
        if (!response.headersSent) {
          response.writeHead(500, { 'content-type': 'text/html; charset=utf-8' });
          response.end(
            messagePage({
              siteName,
              title: 'Sign-in error',
              message: 'Something went wrong. Go back to the site and try again.',
            }),
          );
        } else {
          response.destroy();
        }
      });
  });

  const hostname = issuerUrl.hostname.replace(/^\[(.*)\]$/, '$1');
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(Number(issuerUrl.port), hostname, () => {
      server.off('error', reject);
      resolve();
    });
  });

  return {
    issuer,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}
