/**
 * Test helpers for the sign-in flow: an embedded provider on a free port in a temporary folder, and
 * a tiny cookie-keeping "browser" that follows redirects by hand, so tests see every hop.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  startEmbeddedProvider,
  type EmbeddedProvider,
  type EmbeddedProviderOptions,
} from './embedded-provider';

export const TEST_CLIENT = {
  clientId: 'openshiur-test-site',
  clientSecret: 'test-client-secret-0123456789abcdef',
  redirectPath: '/login/callback',
  postLogoutPath: '/logout',
};
export const SITE_ORIGIN = 'http://127.0.0.1:3999';
export const REDIRECT_URI = `${SITE_ORIGIN}/login/callback`;

export async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  await new Promise<void>((resolve) => server.close(() => resolve()));
  if (!address || typeof address === 'string') throw new Error('no port');
  return address.port;
}

export interface TestProvider extends EmbeddedProvider {
  dataDir: string;
}

export async function startTestProvider(
  options: Partial<EmbeddedProviderOptions> & { dataDir?: string } = {},
): Promise<TestProvider> {
  const dataDir = options.dataDir ?? (await mkdtemp(join(tmpdir(), 'openshiur-oidc-')));
  const provider = await startEmbeddedProvider({
    issuer: `http://127.0.0.1:${await freePort()}`,
    client: TEST_CLIENT,
    production: false,
    ...options,
    dataDir,
  });
  return {
    issuer: provider.issuer,
    dataDir,
    async close() {
      await provider.close();
      if (!options.dataDir) await rm(dataDir, { recursive: true, force: true });
    },
  };
}

/** Keeps cookies by name (enough for one provider) and never follows redirects on its own. */
export class TestBrowser {
  readonly cookies = new Map<string, string>();

  async request(url: string, init: RequestInit = {}): Promise<Response> {
    const headers = new Headers(init.headers);
    if (this.cookies.size)
      headers.set(
        'cookie',
        [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; '),
      );
    const response = await fetch(url, { ...init, headers, redirect: 'manual' });
    for (const line of response.headers.getSetCookie()) {
      const [pair = ''] = line.split(';');
      const separator = pair.indexOf('=');
      const name = pair.slice(0, separator).trim();
      const value = pair.slice(separator + 1).trim();
      if (/max-age=0|expires=Thu, 01 Jan 1970/i.test(line) || value === '')
        this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
    return response;
  }

  /** Follows redirects from `url` until one leaves for `stopAtOrigin` or a page answers. */
  async follow(
    url: string,
    stopAtOrigin: string,
    init: RequestInit = {},
  ): Promise<{ url: string; response?: Response }> {
    let current = url;
    let response = await this.request(current, init);
    for (let hops = 0; hops < 10; hops += 1) {
      const location = response.headers.get('location');
      if (response.status < 300 || response.status >= 400 || !location)
        return { url: current, response };
      current = new URL(location, current).href;
      if (new URL(current).origin === stopAtOrigin) return { url: current };
      response = await this.request(current);
    }
    throw new Error('too many redirects');
  }

  /** Submits a form (urlencoded) at `action`, then follows redirects like `follow`. */
  submit(action: string, fields: Record<string, string>, stopAtOrigin: string) {
    return this.follow(action, stopAtOrigin, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams(fields).toString(),
    });
  }
}

/** The login form's action on an interaction page. */
export function formAction(html: string, pageUrl: string, suffix: 'login' | 'signup'): string {
  const match = new RegExp(`action="(/interaction/[^"]+/${suffix})"`).exec(html);
  if (!match?.[1]) throw new Error(`no ${suffix} form on the page`);
  return new URL(match[1], pageUrl).href;
}
