/**
 * How many requests this server process failed with an error it did not expect (Next's
 * `onRequestError`: a render, route handler, Server Action or the proxy threw), since it started.
 * Reported by GET /api/health, so a monitor can alert on a rise, and the fuzz suite can check that
 * random input never makes the server log one. Not `server-only`: instrumentation.ts counts here.
 */
const ERRORS_KEY = Symbol.for('@openshiur/web/server-errors');

function counter(): { requests: number } {
  const store = globalThis as typeof globalThis & { [ERRORS_KEY]?: { requests: number } };
  return (store[ERRORS_KEY] ??= { requests: 0 });
}

export function countServerError(): void {
  counter().requests += 1;
}

export function serverErrors(): { requests: number } {
  return { ...counter() };
}
