import {
  base64url,
  CompactSign,
  exportJWK,
  exportSPKI,
  generateKeyPair,
  importJWK,
  SignJWT,
  type CryptoKey,
  type JWK,
} from 'jose';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { AuthErrorCode } from './errors';
import type { TokenClaims } from './identity';
import {
  startLocalHttpServer,
  startTestIdentityProvider,
  type TestIdentityProvider,
} from './testing';
import { createTokenVerifier, type TokenVerifier } from './verify';
import { ALLOWED_ALGORITHMS, MAX_TOKEN_LENGTH } from './constants';

const nowInSeconds = () => Math.floor(Date.now() / 1000);

/** An unsecured JWT (`alg: none`) built by hand: jose refuses to produce one. */
function unsecuredToken(claims: TokenClaims, alg = 'none'): string {
  const encode = (value: object) => base64url.encode(JSON.stringify(value));
  return `${encode({ alg, typ: 'JWT' })}.${encode(claims)}.`;
}

const ALGORITHM_NOT_ALLOWED = { code: 'TOKEN_INVALID', reason: 'signature algorithm not allowed' };

async function expectRejection(verification: Promise<unknown>, code: AuthErrorCode) {
  await expect(verification).rejects.toMatchObject({ name: 'AuthError', code });
}

let idp: TestIdentityProvider;
let verifier: TokenVerifier;

beforeAll(async () => {
  idp = await startTestIdentityProvider();
  verifier = createTokenVerifier({ issuer: idp.issuer, audience: idp.audience });
});
afterAll(() => idp.close());

describe('a valid token', () => {
  it('yields the identity mapped from the standard OIDC claims', async () => {
    const token = await idp.signToken({ sub: 'user-42', picture: 'https://img.example.org/a.png' });
    const identity = await verifier.verify(token);

    expect(identity).toMatchObject({
      subject: 'user-42',
      email: 'test.user@example.org',
      emailVerified: true,
      firstName: 'Test',
      lastName: 'User',
      name: 'Test User',
      picture: 'https://img.example.org/a.png',
    });
    expect(identity.expiresAt.getTime()).toBe((identity.claims.exp ?? 0) * 1000);
    expect(identity.claims.iss).toBe(idp.issuer);
  });

  it('leaves profile fields undefined when their claims are absent, empty or not strings', async () => {
    const token = await idp.signToken({
      email: undefined,
      email_verified: 'yes',
      given_name: '',
      family_name: null,
      name: 42,
    });
    const identity = await verifier.verify(token);

    expect(identity.subject).toBe('test-user');
    for (const field of [
      'email',
      'emailVerified',
      'firstName',
      'lastName',
      'name',
      'picture',
    ] as const) {
      expect(identity[field]).toBeUndefined();
    }
  });

  it('is accepted when `aud` is a list that contains our audience', async () => {
    const token = await idp.signToken({ aud: ['another-api', idp.audience] });
    await expect(verifier.verify(token)).resolves.toMatchObject({ subject: 'test-user' });
  });

  it('tolerates a few seconds of clock drift on `exp`, unless the tolerance is set to zero', async () => {
    const token = await idp.signToken({ exp: nowInSeconds() - 2 });
    await expect(verifier.verify(token)).resolves.toMatchObject({ subject: 'test-user' });

    const strict = createTokenVerifier({
      issuer: idp.issuer,
      audience: idp.audience,
      clockToleranceSeconds: 0,
    });
    await expectRejection(strict.verify(token), 'TOKEN_EXPIRED');
  });

  it('reuses the cached key set instead of fetching it for every token', async () => {
    const fresh = createTokenVerifier({ issuer: idp.issuer, audience: idp.audience });
    const before = idp.jwksRequestCount;
    await fresh.verify(await idp.signToken());
    await fresh.verify(await idp.signToken({ sub: 'someone-else' }));
    expect(idp.jwksRequestCount - before).toBe(1);
  });

  it.each(ALLOWED_ALGORITHMS)('may be signed with %s', async (algorithm) => {
    const provider = await startTestIdentityProvider({ algorithm });
    try {
      const check = createTokenVerifier({ issuer: provider.issuer, audience: provider.audience });
      await expect(check.verify(await provider.signToken())).resolves.toMatchObject({
        subject: 'test-user',
      });
    } finally {
      await provider.close();
    }
  });
});

describe('a forged or mismatched token', () => {
  it('is rejected when signed by another key under the published kid', async () => {
    const forged = await idp.signToken({}, { forge: true });
    await expectRejection(verifier.verify(forged), 'TOKEN_INVALID');
  });

  it('is rejected when its claims were altered after signing', async () => {
    const [header, , signature] = (await idp.signToken()).split('.');
    const payload = base64url.encode(
      JSON.stringify({ ...claimsOf(await idp.signToken()), sub: 'admin' }),
    );
    await expectRejection(verifier.verify(`${header}.${payload}.${signature}`), 'TOKEN_INVALID');
  });

  it('is rejected when issued by another issuer', async () => {
    const token = await idp.signToken({ iss: 'https://evil.example' });
    await expect(verifier.verify(token)).rejects.toMatchObject({
      code: 'TOKEN_INVALID',
      reason: '"iss" claim check failed',
    });
  });

  it('is rejected when meant for another audience', async () => {
    const token = await idp.signToken({ aud: 'some-other-client' });
    await expect(verifier.verify(token)).rejects.toMatchObject({
      code: 'TOKEN_INVALID',
      reason: '"aud" claim check failed',
    });
  });

  it('is rejected as expired once `exp` has passed', async () => {
    const token = await idp.signToken({ iat: nowInSeconds() - 7200, exp: nowInSeconds() - 3600 });
    await expectRejection(verifier.verify(token), 'TOKEN_EXPIRED');
  });

  it('is rejected before its `nbf` time', async () => {
    const token = await idp.signToken({ nbf: nowInSeconds() + 600 });
    await expect(verifier.verify(token)).rejects.toMatchObject({
      code: 'TOKEN_INVALID',
      reason: '"nbf" claim check failed',
    });
  });

  it.each(['sub', 'exp', 'iat'])('is rejected without the required `%s` claim', async (claim) => {
    const token = await idp.signToken({ [claim]: undefined });
    await expect(verifier.verify(token)).rejects.toMatchObject({
      code: 'TOKEN_INVALID',
      reason: `"${claim}" claim missing`,
    });
  });

  it.each<unknown>(['', 42])('is rejected when `sub` is %j', async (sub) => {
    const token = await idp.signToken({ sub } as TokenClaims);
    await expect(verifier.verify(token)).rejects.toMatchObject({
      code: 'TOKEN_INVALID',
      reason: '"sub" claim invalid',
    });
  });

  it.each(['none', 'None', 'NONE'])(
    'is rejected when unsecured (alg: %s), before any key lookup',
    async (alg) => {
      const fresh = createTokenVerifier({ issuer: idp.issuer, audience: idp.audience });
      const before = idp.jwksRequestCount;
      const token = unsecuredToken(claimsOf(await idp.signToken()), alg);
      await expect(fresh.verify(token)).rejects.toMatchObject(ALGORITHM_NOT_ALLOWED);
      expect(idp.jwksRequestCount).toBe(before);
    },
  );

  it('is rejected when HMAC-signed with the public key as secret (algorithm confusion)', async () => {
    const response = await fetch(idp.jwksUri);
    const { keys } = (await response.json()) as { keys: JWK[] };
    const publishedJwk = keys.find((key) => key.kid === idp.currentKid);
    if (!publishedJwk) throw new Error('the provider does not publish its current key');
    const publishedPem = await exportSPKI((await importJWK(publishedJwk, 'RS256')) as CryptoKey);
    // Try both encodings an attacker would use: the published JWK and its PEM.
    for (const secret of [JSON.stringify(publishedJwk), publishedPem]) {
      const token = await new SignJWT(claimsOf(await idp.signToken()))
        .setProtectedHeader({ alg: 'HS256', kid: idp.currentKid })
        .sign(new TextEncoder().encode(secret));
      await expect(verifier.verify(token)).rejects.toMatchObject(ALGORITHM_NOT_ALLOWED);
    }
  });

  it('is rejected when signed with an asymmetric algorithm outside the allow-list (RS384)', async () => {
    const { privateKey } = await generateKeyPair('RS384');
    const token = await new SignJWT(claimsOf(await idp.signToken()))
      .setProtectedHeader({ alg: 'RS384', kid: idp.currentKid })
      .sign(privateKey);
    await expect(verifier.verify(token)).rejects.toMatchObject(ALGORITHM_NOT_ALLOWED);
  });
});

describe('the nonce check', () => {
  it('accepts a token that echoes the expected nonce', async () => {
    const token = await idp.signToken({ nonce: 'n-0S6_WzA2Mj' });
    await expect(verifier.verify(token, { nonce: 'n-0S6_WzA2Mj' })).resolves.toBeDefined();
  });

  it.each([
    ['another nonce', { nonce: 'someone-elses-nonce' }],
    ['no nonce', {}],
  ])('rejects a token carrying %s', async (_label, claims) => {
    const token = await idp.signToken(claims);
    await expect(verifier.verify(token, { nonce: 'n-0S6_WzA2Mj' })).rejects.toMatchObject({
      code: 'TOKEN_INVALID',
      reason: '"nonce" claim mismatch',
    });
  });

  it('is skipped when no nonce is expected (Bearer tokens on API requests)', async () => {
    await expect(
      verifier.verify(await idp.signToken({ nonce: 'whatever' })),
    ).resolves.toBeDefined();
  });
});

describe('a malformed token', () => {
  it.each([
    ['an empty string', ''],
    ['whitespace', '   '],
  ])('is reported missing when it is %s', async (_label, token) => {
    await expectRejection(verifier.verify(token), 'TOKEN_MISSING');
  });

  it('is reported missing when a JavaScript caller passes a non-string', async () => {
    await expectRejection(verifier.verify(undefined as unknown as string), 'TOKEN_MISSING');
  });

  it.each([
    ['one segment', 'not-a-jwt'],
    ['two segments', 'abc.def'],
    ['four segments', 'a.b.c.d'],
    ['empty segments', '..'],
    ['a header that is not base64url JSON', 'abc.def.ghi'],
    ['a header that is JSON but not an object', `${base64url.encode('"x"')}.e30.sig`],
    ['a header without alg', `${base64url.encode('{"typ":"JWT"}')}.e30.sig`],
    ['an oversized token', `${'a'.repeat(MAX_TOKEN_LENGTH)}.b.c`],
  ])('is rejected with %s', async (_label, token) => {
    await expectRejection(verifier.verify(token), 'TOKEN_MALFORMED');
  });

  it('is rejected when correctly signed but its payload is not a JSON claims set', async () => {
    // The test provider only signs JSON claims, so publish a key of our own for this one.
    const { privateKey, publicKey } = await generateKeyPair('ES256');
    const jwk = { ...(await exportJWK(publicKey)), kid: 'raw', alg: 'ES256' };
    const server = await startLocalHttpServer((_request, response) => {
      response
        .writeHead(200, { 'content-type': 'application/json' })
        .end(JSON.stringify({ keys: [jwk] }));
    });
    try {
      const check = createTokenVerifier({ issuer: server.origin, audience: 'client' });
      for (const payload of ['not json', '["an", "array"]']) {
        const token = await new CompactSign(new TextEncoder().encode(payload))
          .setProtectedHeader({ alg: 'ES256', kid: 'raw' })
          .sign(privateKey);
        await expectRejection(check.verify(token), 'TOKEN_MALFORMED');
      }
    } finally {
      await server.close();
    }
  });

  it('never echoes the token in the error message', async () => {
    const tokens = [
      'abc.def.ghi',
      unsecuredToken({ sub: 'x' }),
      await idp.signToken({ iss: 'https://evil.example' }),
    ];
    for (const token of tokens) {
      const error: unknown = await verifier.verify(token).catch((caught: unknown) => caught);
      const text = `${String(error)} ${(error as Error).message}`;
      for (const part of token.split('.').filter((segment) => segment.length > 3)) {
        expect(text).not.toContain(part);
      }
    }
  });
});

describe('the key set', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  /** jose refetches for an unknown kid only after a 30 s cooldown; move the clock past it. */
  const passTheRefetchCooldown = () => {
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() });
    vi.setSystemTime(Date.now() + 31_000);
  };

  it('defaults to /.well-known/jwks.json on the issuer host, even when the issuer has a path', async () => {
    const issuer = `${idp.issuer}/realms/demo`;
    const check = createTokenVerifier({ issuer, audience: idp.audience });
    await expect(check.verify(await idp.signToken({ iss: issuer }))).resolves.toBeDefined();
  });

  it('is fetched from an explicit jwksUri when one is given', async () => {
    const issuer = 'https://login.example.org/';
    const check = createTokenVerifier({ issuer, audience: idp.audience, jwksUri: idp.jwksUri });
    await expect(check.verify(await idp.signToken({ iss: issuer }))).resolves.toBeDefined();
  });

  it('is refetched for an unknown kid, which is rejected if still unknown afterwards', async () => {
    const check = createTokenVerifier({ issuer: idp.issuer, audience: idp.audience });
    await check.verify(await idp.signToken());
    const unknownKid = await idp.signToken({}, { kid: 'never-published' });

    // Within the cooldown: rejected from the cache, without hammering the provider.
    const before = idp.jwksRequestCount;
    await expectRejection(check.verify(unknownKid), 'TOKEN_INVALID');
    expect(idp.jwksRequestCount).toBe(before);

    passTheRefetchCooldown();
    await expect(check.verify(unknownKid)).rejects.toMatchObject({
      code: 'TOKEN_INVALID',
      reason: 'no published key matches the token',
    });
    expect(idp.jwksRequestCount).toBe(before + 1);
  });

  it('follows a key rotation: a token under the new kid verifies after the refetch', async () => {
    const provider = await startTestIdentityProvider();
    try {
      const check = createTokenVerifier({ issuer: provider.issuer, audience: provider.audience });
      const oldToken = await provider.signToken();
      await check.verify(oldToken);

      const newKid = await provider.rotateKey();
      const newToken = await provider.signToken();
      expect(newKid).not.toBe('test-key-1');

      passTheRefetchCooldown();
      await expect(check.verify(newToken)).resolves.toMatchObject({ subject: 'test-user' });
      expect(provider.jwksRequestCount).toBe(2);
      // The previous key stays published during the overlap, so sessions signed with it survive.
      await expect(check.verify(oldToken)).resolves.toBeDefined();
    } finally {
      await provider.close();
    }
  });

  it('is unavailable when nothing listens at its address', async () => {
    const server = await startLocalHttpServer((_request, response) => response.end());
    await server.close();
    const check = createTokenVerifier({
      issuer: idp.issuer,
      audience: idp.audience,
      jwksUri: `${server.origin}/jwks`,
    });
    await expectRejection(check.verify(await idp.signToken()), 'JWKS_UNAVAILABLE');
  });

  it('is unavailable when the provider answers too slowly', async () => {
    // Never answers; close() ends the hanging connection.
    const server = await startLocalHttpServer(() => undefined);
    try {
      const check = createTokenVerifier({
        issuer: idp.issuer,
        audience: idp.audience,
        jwksUri: `${server.origin}/jwks`,
        fetchTimeoutMs: 200,
      });
      await expect(check.verify(await idp.signToken())).rejects.toMatchObject({
        code: 'JWKS_UNAVAILABLE',
        reason: 'the key set request timed out',
      });
    } finally {
      await server.close();
    }
  });

  it.each([
    ['an error status', 500, 'application/json', '{"keys":[]}'],
    ['a body that is not JSON', 200, 'text/html', '<html>maintenance</html>'],
    ['JSON that is not a key set', 200, 'application/json', '{"keys":"none"}'],
    ['a redirect (not followed)', 302, 'text/plain', ''],
  ])(
    'is unavailable when the provider answers with %s',
    async (_label, status, contentType, body) => {
      const server = await startLocalHttpServer((_request, response) => {
        response
          .writeHead(status, { 'content-type': contentType, location: '/elsewhere' })
          .end(body);
      });
      try {
        const check = createTokenVerifier({
          issuer: idp.issuer,
          audience: idp.audience,
          jwksUri: `${server.origin}/jwks`,
        });
        await expectRejection(check.verify(await idp.signToken()), 'JWKS_UNAVAILABLE');
      } finally {
        await server.close();
      }
    },
  );

  it('is fetched again on the next request after an outage (failures are not cached)', async () => {
    let healthy = false;
    const server = await startLocalHttpServer((_request, response) => {
      if (!healthy) {
        response.writeHead(503).end();
        return;
      }
      void fetch(idp.jwksUri)
        .then((upstream) => upstream.text())
        .then((keys) => response.writeHead(200, { 'content-type': 'application/json' }).end(keys));
    });
    try {
      const check = createTokenVerifier({
        issuer: idp.issuer,
        audience: idp.audience,
        jwksUri: `${server.origin}/jwks`,
      });
      const token = await idp.signToken();
      await expectRejection(check.verify(token), 'JWKS_UNAVAILABLE');
      healthy = true;
      await expect(check.verify(token)).resolves.toBeDefined();
    } finally {
      await server.close();
    }
  });
});

describe('the verifier configuration', () => {
  it.each([
    ['an issuer that is not a URL', { issuer: 'my-idp', audience: 'client' }],
    ['an empty audience', { issuer: 'https://idp.example', audience: '' }],
    [
      'a jwksUri that is not http(s)',
      { issuer: 'https://idp.example', audience: 'c', jwksUri: 'file:///keys.json' },
    ],
    [
      'a negative clock tolerance',
      { issuer: 'https://idp.example', audience: 'c', clockToleranceSeconds: -1 },
    ],
    ['a fractional timeout', { issuer: 'https://idp.example', audience: 'c', fetchTimeoutMs: 1.5 }],
  ])('is refused at creation with %s', (_label, config) => {
    expect(() => createTokenVerifier(config)).toThrow();
  });
});

function claimsOf(token: string): TokenClaims {
  const payload = token.split('.')[1] ?? '';
  return JSON.parse(new TextDecoder().decode(base64url.decode(payload))) as TokenClaims;
}
