/**
 * A session for the signed-in run, through the real sign-in over HTTP: /login → the embedded demo
 * provider's login form (posted with the demo account) → /login/callback, which sets the session
 * cookie. Redirects are followed by hand, keeping cookies per origin (site and provider differ by port).
 */

/** The embedded provider's demo account (its login page lists it; e2e/fixtures.ts DEMO_READER). */
export const DEMO_ACCOUNT = { email: 'reader@example.org', password: 'reader-demo' };

/** Cookies by origin and name; a cookie set empty or already expired is removed. */
export class CookieJar {
  private readonly byOrigin = new Map<string, Map<string, string>>();

  store(url: string, setCookieHeaders: readonly string[]): void {
    const origin = new URL(url).origin;
    const cookies = this.byOrigin.get(origin) ?? new Map<string, string>();
    this.byOrigin.set(origin, cookies);
    for (const line of setCookieHeaders) {
      const [pair = ''] = line.split(';');
      const separator = pair.indexOf('=');
      if (separator <= 0) continue;
      const name = pair.slice(0, separator).trim();
      const value = pair.slice(separator + 1).trim();
      if (value === '' || /;\s*max-age=(0|-\d+)\b|;\s*expires=Thu, 01 Jan 1970/i.test(line)) cookies.delete(name);
      else cookies.set(name, value);
    }
  }

  /** The Cookie header for a request to `url`, or undefined when there is none. */
  header(url: string): string | undefined {
    const cookies = this.byOrigin.get(new URL(url).origin);
    if (!cookies?.size) return undefined;
    return [...cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  }
}

/** The action of the provider's login form, absolute. */
export function loginFormAction(html: string, pageUrl: string): string {
  const action = /<form[^>]*\baction="([^"]*\/login)"/i.exec(html)?.[1];
  if (!action) throw new Error(`No login form at ${pageUrl}`);
  return new URL(action.replaceAll('&amp;', '&'), pageUrl).href;
}

interface Hop {
  url: string;
  response: Response;
}

async function request(jar: CookieJar, url: string, init: RequestInit = {}): Promise<Response> {
  const headers = new Headers(init.headers);
  const cookie = jar.header(url);
  if (cookie) headers.set('cookie', cookie);
  const response = await fetch(url, { ...init, headers, redirect: 'manual' });
  jar.store(url, response.headers.getSetCookie());
  return response;
}

/** Requests `url` and follows redirects, across origins, until a page answers. */
async function follow(jar: CookieJar, url: string, init: RequestInit = {}): Promise<Hop> {
  let current = url;
  let response = await request(jar, current, init);
  for (let hops = 0; hops < 15; hops += 1) {
    const location = response.headers.get('location');
    if (response.status < 300 || response.status >= 400 || !location) return { url: current, response };
    await response.arrayBuffer();
    current = new URL(location, current).href;
    response = await request(jar, current);
  }
  throw new Error(`Too many redirects signing in, last at ${current}`);
}

/** Signs in on the site at `base` and returns the Cookie header of the signed-in visitor. */
export async function signIn(base: string, account = DEMO_ACCOUNT): Promise<string> {
  const jar = new CookieJar();
  const login = await follow(jar, `${base}/login?returnTo=%2F`);
  const html = await login.response.text();
  if (login.response.status !== 200) throw new Error(`The sign-in page answered ${login.response.status} at ${login.url}`);
  const action = loginFormAction(html, login.url);
  const done = await follow(jar, action, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(account).toString(),
  });
  await done.response.arrayBuffer();
  if (new URL(done.url).origin !== new URL(base).origin || done.response.status !== 200) {
    throw new Error(`Signing in ended at ${done.url} with ${done.response.status}`);
  }
  const cookie = jar.header(base);
  if (!cookie) throw new Error('Signing in set no cookie on the site');
  return cookie;
}

/** The signed-in user's e-mail, asked of the site's GraphQL API with the cookie (null: not signed in). */
export async function signedInEmail(base: string, cookie: string): Promise<string | null> {
  const response = await fetch(`${base}/api/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie },
    body: JSON.stringify({ query: '{ me(input: { services: "openshiur-web" }) { email } }' }),
  });
  const body = (await response.json()) as { data?: { me: { email: string | null } | null } };
  return body.data?.me?.email ?? null;
}
