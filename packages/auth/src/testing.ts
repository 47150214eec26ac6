/**
 * Test helpers, exported as `@openshiur/auth/testing`: a local identity provider that publishes a
 * real JWKS over HTTP and signs real tokens, so tests exercise the same code path as production.
 * Never import this from application code.
 */
import { createServer, type RequestListener } from 'node:http';
import type { AddressInfo } from 'node:net';
import { exportJWK, generateKeyPair, SignJWT, type CryptoKey, type JWK } from 'jose';
import { JWKS_PATH, type AllowedAlgorithm } from './constants';
import type { TokenClaims } from './identity';

export interface LocalHttpServer {
  /** `http://127.0.0.1:{port}`, without a trailing slash. */
  readonly origin: string;
  /** Also ends connections still waiting on a slow handler. */
  close(): Promise<void>;
}

/** An HTTP server on 127.0.0.1 and a free port chosen by the OS. */
export async function startLocalHttpServer(handler: RequestListener): Promise<LocalHttpServer> {
  const server = createServer(handler);
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', resolve);
  });
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}

export interface TestIdentityProviderOptions {
  /** Defaults to `openshiur-test-client`. */
  audience?: string;
  /** Defaults to RS256, what most providers use for ID tokens. */
  algorithm?: AllowedAlgorithm;
}

export interface SignTokenOptions {
  /** Put this `kid` in the header instead of the current key's (e.g. one never published). */
  kid?: string;
  /** Sign with a throwaway key under the current `kid`: a forgery that must fail verification. */
  forge?: boolean;
}

export interface TestIdentityProvider {
  /** `http://127.0.0.1:{port}`: use as the verifier's issuer; the JWKS is at its default place. */
  readonly issuer: string;
  readonly audience: string;
  readonly jwksUri: string;
  /** `kid` of the key that signs new tokens. */
  readonly currentKid: string;
  /** How many times the key set was fetched: lets tests observe caching and refetching. */
  readonly jwksRequestCount: number;
  /**
   * Signs a token for a sample user, valid for an hour. `claims` override the defaults; set a claim
   * to `undefined` to leave it out.
   */
  signToken(claims?: TokenClaims, options?: SignTokenOptions): Promise<string>;
  /**
   * Starts signing with a new key; the set then publishes the new and the previous key, as
   * providers do during a rotation. Returns the new `kid`.
   */
  rotateKey(): Promise<string>;
  close(): Promise<void>;
}

interface SigningKey {
  readonly kid: string;
  readonly privateKey: CryptoKey;
  readonly publicJwk: JWK;
}

const TOKEN_LIFETIME_SECONDS = 60 * 60;

export async function startTestIdentityProvider(
  options: TestIdentityProviderOptions = {},
): Promise<TestIdentityProvider> {
  const { audience = 'openshiur-test-client', algorithm = 'RS256' } = options;
  let keysCreated = 0;
  const newSigningKey = async (): Promise<SigningKey> => {
    const kid = `test-key-${++keysCreated}`;
    const { privateKey, publicKey } = await generateKeyPair(algorithm);
    return {
      kid,
      privateKey,
      publicJwk: { ...(await exportJWK(publicKey)), kid, alg: algorithm, use: 'sig' },
    };
  };

  let current = await newSigningKey();
  let previous: SigningKey | undefined;
  let jwksRequestCount = 0;

  const server = await startLocalHttpServer((request, response) => {
    if (request.method !== 'GET' || request.url !== JWKS_PATH) {
      response.writeHead(404).end();
      return;
    }
    jwksRequestCount += 1;
    const keys = [current, previous].flatMap((key) => (key ? [key.publicJwk] : []));
    response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ keys }));
  });
  const issuer = server.origin;

  return {
    issuer,
    audience,
    jwksUri: new URL(JWKS_PATH, issuer).href,
    get currentKid() {
      return current.kid;
    },
    get jwksRequestCount() {
      return jwksRequestCount;
    },
    async signToken(claims = {}, { kid = current.kid, forge = false } = {}) {
      const now = Math.floor(Date.now() / 1000);
      const payload: TokenClaims = {
        iss: issuer,
        aud: audience,
        sub: 'test-user',
        email: 'test.user@example.org',
        email_verified: true,
        given_name: 'Test',
        family_name: 'User',
        name: 'Test User',
        iat: now,
        exp: now + TOKEN_LIFETIME_SECONDS,
        ...claims,
      };
      const signingKey = forge ? (await generateKeyPair(algorithm)).privateKey : current.privateKey;
      return new SignJWT(payload)
        .setProtectedHeader({ alg: algorithm, kid, typ: 'JWT' })
        .sign(signingKey);
    },
    async rotateKey() {
      previous = current;
      current = await newSigningKey();
      return current.kid;
    },
    close: () => server.close(),
  };
}
