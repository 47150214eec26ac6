/**
 * OpenID Connect Discovery 1.0: the provider's metadata from
 * `{issuer}/.well-known/openid-configuration`, validated and cached.
 */
import { z } from 'zod';
import { SignInError } from './errors';

const httpUrl = z.url({ protocol: /^https?$/ });

export const discoveryDocumentSchema = z.object({
  issuer: z.string().min(1),
  authorization_endpoint: httpUrl,
  token_endpoint: httpUrl,
  jwks_uri: httpUrl.optional(),
  end_session_endpoint: httpUrl.optional(),
  code_challenge_methods_supported: z.array(z.string()).optional(),
  token_endpoint_auth_methods_supported: z.array(z.string()).optional(),
});
export type DiscoveryDocument = z.infer<typeof discoveryDocumentSchema>;

export const DISCOVERY_PATH = '/.well-known/openid-configuration';
/** Providers change endpoints rarely; an hour keeps restarts unnecessary when they do. */
const DISCOVERY_CACHE_MS = 60 * 60 * 1000;
/** After a failure, wait this long before asking again, so an outage is not hammered. */
const DISCOVERY_RETRY_MS = 10 * 1000;

export function discoveryUrl(issuer: string): string {
  // Discovery §4: the well-known path is appended to the issuer, path included (Keycloak realms).
  return `${issuer.replace(/\/+$/, '')}${DISCOVERY_PATH}`;
}

export interface DiscoveryOptions {
  fetchTimeoutMs?: number;
  fetch?: typeof fetch;
}

export async function fetchDiscoveryDocument(
  issuer: string,
  options: DiscoveryOptions = {},
): Promise<DiscoveryDocument> {
  const { fetchTimeoutMs = 5_000, fetch: fetchImpl = fetch } = options;
  let body: unknown;
  try {
    const response = await fetchImpl(discoveryUrl(issuer), {
      headers: { accept: 'application/json' },
      redirect: 'error',
      signal: AbortSignal.timeout(fetchTimeoutMs),
    });
    if (!response.ok) throw new Error(`status ${response.status}`);
    body = await response.json();
  } catch (error) {
    throw new SignInError('PROVIDER_UNAVAILABLE', 'the discovery document could not be loaded', {
      cause: error,
    });
  }
  const parsed = discoveryDocumentSchema.safeParse(body);
  if (!parsed.success) {
    throw new SignInError('PROVIDER_UNAVAILABLE', 'the discovery document is malformed', {
      cause: parsed.error,
    });
  }
  // Discovery §4.3: the document must name exactly the issuer we asked, or tokens would not match.
  if (parsed.data.issuer !== issuer) {
    throw new SignInError('PROVIDER_UNAVAILABLE', 'the discovery document names another issuer');
  }
  return parsed.data;
}

export interface DiscoveryCache {
  /** The cached document, fetched when absent or older than an hour. */
  get(): Promise<DiscoveryDocument>;
  /**
   * The document as the provider serves it now: the cached one only when younger than `maxAgeMs`,
   * otherwise fetched, and a failure is thrown (no stale copy). Before sending a visitor to the
   * provider: if it is down, the site says so instead of sending the browser to an address that
   * will not answer.
   */
  fresh(maxAgeMs: number): Promise<DiscoveryDocument>;
}

export function createDiscoveryCache(
  issuer: string,
  options: DiscoveryOptions = {},
): DiscoveryCache {
  let cached: { document: DiscoveryDocument; at: number } | undefined;
  let pending: Promise<DiscoveryDocument> | undefined;
  let failedAt = 0;
  let lastError: unknown;

  /** Concurrent requests share one fetch; a failure is remembered for the retry delay. */
  function fetchShared(): Promise<DiscoveryDocument> {
    pending ??= fetchDiscoveryDocument(issuer, options)
      .then((document) => {
        cached = { document, at: Date.now() };
        return document;
      })
      .catch((error: unknown) => {
        failedAt = Date.now();
        lastError = error;
        throw error;
      })
      .finally(() => {
        pending = undefined;
      });
    return pending;
  }

  return {
    async get() {
      const now = Date.now();
      if (cached && now - cached.at < DISCOVERY_CACHE_MS) return cached.document;
      if (!cached && now - failedAt < DISCOVERY_RETRY_MS) throw lastError;
      try {
        return await fetchShared();
      } catch (error) {
        // A stale document beats none while the provider is briefly unreachable.
        if (cached) return cached.document;
        throw error;
      }
    },
    async fresh(maxAgeMs) {
      if (cached && Date.now() - cached.at < maxAgeMs) return cached.document;
      return fetchShared();
    },
  };
}
