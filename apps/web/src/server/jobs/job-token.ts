import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';

/**
 * The token this process's own job ticker sends to POST /api/jobs/run: random per process, kept on
 * globalThis so the ticker (started by instrumentation) and the route handler share it.
 */
const TOKEN_KEY = Symbol.for('@openshiur/web/job-runner-token');

export function internalJobToken(): string {
  const store = globalThis as typeof globalThis & { [TOKEN_KEY]?: string };
  store[TOKEN_KEY] ??= randomBytes(32).toString('base64url');
  return store[TOKEN_KEY];
}

/** Whether an Authorization header carries one of the accepted secrets (compared in constant time). */
export function carriesSecret(header: string | null, secrets: readonly (string | undefined)[]): boolean {
  const match = /^Bearer (.+)$/.exec(header ?? '');
  if (!match) return false;
  const digest = (value: string) => createHash('sha256').update(value).digest();
  const sent = digest(match[1]!);
  return secrets.some((secret) => secret !== undefined && timingSafeEqual(sent, digest(secret)));
}
