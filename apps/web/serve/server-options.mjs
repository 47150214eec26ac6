// @ts-check
/**
 * The server's options, from the same arguments `next start` takes (so scripts and process
 * managers keep their command lines) and the environment.
 *
 * @typedef {{ port: number, hostname: string | undefined, keepAliveTimeoutMs: number | undefined, responseCacheBytes: number, trustProxy: boolean, frameAncestors: string, siteUrl: string | undefined, scriptPolicy: import('./script-policy.mjs').ScriptPolicyMode, scriptSources: string[] }} ServerOptions
 */

import { parseScriptPolicyMode, scriptSourcesOf } from './script-policy.mjs';
import { parseFrameAncestors } from './security-headers.mjs';

/** The response cache's default budget (RESPONSE_CACHE_MAX_MB): some 1,300 pages of 25 KB gzip. */
export const DEFAULT_RESPONSE_CACHE_MB = 32;

/**
 * @param {readonly string[]} args  `--port 3000`, `-p 3000`, `--port=3000`, `--hostname`/`-H`, `--keepAliveTimeout`
 * @param {Record<string, string | undefined>} env  PORT, RESPONSE_CACHE_MAX_MB, TRUST_PROXY, FRAME_ANCESTORS, SITE_URL,
 *   SCRIPT_POLICY, SCRIPT_SOURCES and the outside scripts' addresses (not HOSTNAME: containers set it to their own name)
 * @returns {ServerOptions}
 */
export function parseServerOptions(args, env) {
  /** @type {Record<string, string>} */
  const given = {};
  const names = /** @type {Record<string, string>} */ ({ '-p': 'port', '--port': 'port', '-H': 'hostname', '--hostname': 'hostname', '--keepAliveTimeout': 'keepAliveTimeout' });
  for (let index = 0; index < args.length; index += 1) {
    const arg = /** @type {string} */ (args[index]);
    const [flag = '', inline] = arg.split(/=(.*)/s, 2);
    const name = names[flag];
    if (!name) throw new Error(`Unknown argument ${arg}: the server takes --port, --hostname and --keepAliveTimeout`);
    const value = inline ?? args[++index];
    if (value === undefined) throw new Error(`${flag} needs a value`);
    given[name] = value;
  }
  return {
    port: wholeNumber(given.port ?? env.PORT ?? '3000', 'the port'),
    hostname: given.hostname,
    keepAliveTimeoutMs: given.keepAliveTimeout === undefined ? undefined : wholeNumber(given.keepAliveTimeout, '--keepAliveTimeout'),
    responseCacheBytes: wholeNumber(env.RESPONSE_CACHE_MAX_MB?.trim() || String(DEFAULT_RESPONSE_CACHE_MB), 'RESPONSE_CACHE_MAX_MB') * 1024 * 1024,
    trustProxy: flag(env.TRUST_PROXY, 'TRUST_PROXY'),
    frameAncestors: parseFrameAncestors(env.FRAME_ANCESTORS),
    // Checked as a URL by the app's env module; here only its scheme matters (HSTS).
    siteUrl: env.SITE_URL?.trim() || undefined,
    scriptPolicy: parseScriptPolicyMode(env.SCRIPT_POLICY),
    scriptSources: scriptSourcesOf(env),
  };
}

/**
 * A yes/no setting, read as src/env.ts reads it (the app refuses the same values).
 *
 * @param {string | undefined} text
 * @param {string} what
 */
function flag(text, what) {
  const value = (text ?? '').trim().toLowerCase();
  if (['true', '1', 'yes'].includes(value)) return true;
  if (['false', '0', 'no', ''].includes(value)) return false;
  throw new Error(`${what} must be true or false, not "${text}"`);
}

/**
 * @param {string} text
 * @param {string} what
 */
function wholeNumber(text, what) {
  if (!/^\d+$/.test(text.trim())) throw new Error(`${what} must be a whole number, not "${text}"`);
  return Number(text);
}
