import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authConfigSchema } from './config';
import { tokenFromRequest } from './request';
import { startTestIdentityProvider, type TestIdentityProvider } from './testing';
import { createTokenVerifier } from './verify';

const base = { issuer: 'https://login.example.org/', clientId: 'openshiur-web' };

describe('authConfigSchema', () => {
  it('defaults the audience to the client id, as in ID tokens', () => {
    expect(authConfigSchema.parse(base)).toEqual({ ...base, audience: 'openshiur-web' });
  });

  it('keeps an explicit audience, client secret and jwksUri', () => {
    const config = {
      ...base,
      clientSecret: 's3cret',
      audience: 'https://api.example.org',
      jwksUri: 'https://login.example.org/keys',
    };
    expect(authConfigSchema.parse(config)).toEqual(config);
  });

  it('treats blank optional values (`NAME=` in an env file) as unset', () => {
    const parsed = authConfigSchema.parse({ ...base, clientSecret: '', audience: '', jwksUri: '' });
    expect(parsed).toEqual({ ...base, audience: 'openshiur-web' });
  });

  it.each([
    ['a missing issuer', { clientId: 'c' }],
    ['an issuer that is not a URL', { issuer: 'login.example.org', clientId: 'c' }],
    ['an issuer that is not http(s)', { issuer: 'ftp://login.example.org', clientId: 'c' }],
    ['a missing client id', { issuer: base.issuer }],
    ['a blank client id', { issuer: base.issuer, clientId: '  ' }],
  ])('rejects %s', (_label, input) => {
    expect(authConfigSchema.safeParse(input).success).toBe(false);
  });
});

describe('from configuration to a verified request', () => {
  let idp: TestIdentityProvider;
  beforeAll(async () => {
    idp = await startTestIdentityProvider({ audience: 'openshiur-web' });
  });
  afterAll(() => idp.close());

  it('verifies the session cookie of a request with a verifier built from the parsed config', async () => {
    const verifier = createTokenVerifier(
      authConfigSchema.parse({ issuer: idp.issuer, clientId: 'openshiur-web' }),
    );
    const request = new Request('http://localhost/api/graphql', {
      headers: { cookie: `jwt=${await idp.signToken({ sub: 'user-7' })}` },
    });
    const token = tokenFromRequest(request);
    expect(token).toBeDefined();
    await expect(verifier.verify(token ?? '')).resolves.toMatchObject({ subject: 'user-7' });
  });
});
