import {
  AuthError,
  tokenFromRequest,
  type TokenVerifier,
  type VerifiedIdentity,
} from '@openshiur/auth';

export interface RequestIdentity {
  viewer: VerifiedIdentity | null;
  authError: AuthError | null;
}

/**
 * Who is asking: a token from `authorization: Bearer` or the `jwt` cookie, verified against the
 * identity provider's key set. A bad token does not fail the request (public data still answers);
 * it is reported by the fields that need a user.
 */
export async function identifyRequest(
  request: Request,
  verifier?: TokenVerifier,
): Promise<RequestIdentity> {
  const token = tokenFromRequest(request);
  if (!token) return { viewer: null, authError: null };
  if (!verifier) {
    return {
      viewer: null,
      authError: new AuthError('TOKEN_INVALID', 'Sign-in is not configured on this server'),
    };
  }
  try {
    return { viewer: await verifier.verify(token), authError: null };
  } catch (error) {
    if (error instanceof AuthError) return { viewer: null, authError: error };
    throw error;
  }
}
