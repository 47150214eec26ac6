import 'server-only';
import { createTokenVerifier, type TokenVerifier } from '@openshiur/auth';
import { env } from '@/env';

/** Verifies tokens against the configured identity provider's key set; undefined when none is configured. */
export const tokenVerifier: TokenVerifier | undefined = env.OIDC_ISSUER
  ? createTokenVerifier({
      issuer: env.OIDC_ISSUER,
      audience: env.OIDC_AUDIENCE ?? env.OIDC_CLIENT_ID ?? '',
    })
  : undefined;
