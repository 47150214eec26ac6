/**
 * The root 401 fallback, which Next adds with forbidden() (experimental.authInterrupts) and writes
 * into every page's payload. The site never calls unauthorized(): visitors without a session are
 * sent to sign in (src/proxy.ts). So it stays this small instead of Next's default of 1 KB.
 */
export default function Unauthorized() {
  return <h1>Error 401</h1>;
}
