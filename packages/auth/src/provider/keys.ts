/** The embedded provider's private signing keys and cookie keys, persisted under its data folder. */
import { join } from 'node:path';
import { randomBytes } from 'node:crypto';
import { exportJWK, generateKeyPair, type JWK } from 'jose';
import { z } from 'zod';
import { loadOrCreateJson } from './files';

const privateJwkSchema = z.looseObject({
  kty: z.literal('RSA'),
  kid: z.string().min(1),
  d: z.string().min(1),
});
const keySetSchema = z.object({ keys: z.array(privateJwkSchema).min(1) });

export async function loadOrCreateSigningKeys(dataDir: string): Promise<{ keys: JWK[] }> {
  return loadOrCreateJson<{ keys: JWK[] }>(
    join(dataDir, 'signing-keys.json'),
    (value) => keySetSchema.parse(value),
    async () => {
      const { privateKey } = await generateKeyPair('RS256', {
        modulusLength: 2048,
        extractable: true,
      });
      const kid = `embedded-${randomBytes(6).toString('hex')}`;
      return { keys: [{ ...(await exportJWK(privateKey)), kid, alg: 'RS256', use: 'sig' }] };
    },
  );
}

/** Keys that sign the provider's own cookies (keygrip); the first signs, all verify. */
export async function loadOrCreateCookieKeys(dataDir: string): Promise<string[]> {
  return loadOrCreateJson(
    join(dataDir, 'cookie-keys.json'),
    (value) => z.array(z.string().min(32)).min(1).parse(value),
    () => [randomBytes(32).toString('base64url')],
  );
}
