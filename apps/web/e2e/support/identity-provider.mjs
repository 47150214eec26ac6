#!/usr/bin/env node
/**
 * A minimal OpenID identity provider for the browser tests: it publishes a key set at
 * `/.well-known/jwks.json` and signs ID tokens for sample users at `GET /token?sub=…&given_name=…`.
 * The site under test trusts it through OIDC_ISSUER, so a test signs in by setting the `jwt`
 * cookie to a token from here, exactly what the real sign-in flow ends with.
 * Usage: node e2e/support/identity-provider.mjs <port> <audience>
 */
import { createServer } from 'node:http';
import { exportJWK, generateKeyPair, SignJWT } from 'jose';

const port = Number(process.argv[2] ?? 3102);
const audience = process.argv[3] ?? 'openshiur-e2e';
const issuer = `http://127.0.0.1:${port}`;
const kid = 'e2e-key-1';
const { privateKey, publicKey } = await generateKeyPair('RS256');
const jwks = { keys: [{ ...(await exportJWK(publicKey)), kid, alg: 'RS256', use: 'sig' }] };

const server = createServer(async (request, response) => {
  const url = new URL(request.url ?? '/', issuer);
  if (request.method === 'GET' && url.pathname === '/.well-known/jwks.json') {
    response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(jwks));
    return;
  }
  if (request.method === 'GET' && url.pathname === '/token') {
    const claims = Object.fromEntries(url.searchParams);
    const token = await new SignJWT({ email_verified: true, ...claims })
      .setProtectedHeader({ alg: 'RS256', kid, typ: 'JWT' })
      .setIssuer(issuer)
      .setAudience(audience)
      .setSubject(claims.sub ?? 'e2e-user')
      .setIssuedAt()
      .setExpirationTime('1h')
      .sign(privateKey);
    response.writeHead(200, { 'content-type': 'text/plain' }).end(token);
    return;
  }
  response.writeHead(404).end();
});
server.listen(port, '127.0.0.1', () => console.info(`e2e identity provider at ${issuer}`));
