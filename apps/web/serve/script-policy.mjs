// @ts-check
import { createFrameworkScriptCheck, reactRuntimeTexts } from './framework-scripts.mjs';
import { holdHtml } from './held-html.mjs';
import { basePolicyOf } from './security-headers.mjs';
import { hashSource, inlineScripts } from './inline-scripts.mjs';

/**
 * The page's script policy (`script-src`), without nonces, so no page has to be rendered per
 * request for it: the server reads each whole page (held-html.mjs) and names the inline scripts
 * Next and React wrote by their hashes (framework-scripts.mjs). The browser then runs
 * - the site's own files (`'self'`: Next's chunks),
 * - those inline scripts, and no other (an injected `<script>`, an `onerror=` attribute, a
 *   `javascript:` address are refused),
 * - the configured outside scripts (analytics, ads, chat: their origins, and SCRIPT_SOURCES for what
 *   they load in turn),
 * and reports what it refused to /api/csp-report.
 *
 * The policy is worked out once per page render: the response cache keeps it with the page, and a
 * spliced signed-in view (which adds no script) is sent with it.
 *
 * SCRIPT_POLICY: `enforce` (the default), `report-only` (the browser only reports: to try a new
 * outside script), or `off`.
 */

/** Where browsers send what the policy refused (src/app/api/csp-report/route.ts). */
export const CSP_REPORT_PATH = '/api/csp-report';

/** @typedef {'enforce' | 'report-only' | 'off'} ScriptPolicyMode */

/**
 * @param {{
 *   basePolicy: string,
 *   mode: ScriptPolicyMode,
 *   sources: readonly string[],
 *   isFrameworkScript: (script: string) => boolean,
 *   onForeignScript?: (script: string, hash: string) => void,
 * }} options  `basePolicy`: the directives every response carries (security-headers.mjs)
 * @returns {(html: Buffer) => Record<string, string>}  the headers a page gets
 */
export function createScriptPolicy({
  basePolicy,
  mode,
  sources,
  isFrameworkScript,
  onForeignScript = () => undefined,
}) {
  const allowed = ["'self'", ...sources].join(' ');
  /** @type {(html: Buffer) => Record<string, string>} */
  return function headersFor(html) {
    /** @type {Set<string>} */
    const hashes = new Set();
    for (const script of inlineScripts(html)) {
      const hash = hashSource(script);
      if (isFrameworkScript(script)) hashes.add(hash);
      else onForeignScript(script, hash);
    }
    const scriptDirectives = [
      `script-src ${[allowed, ...hashes].join(' ')}`,
      // hls.js runs its transmuxer in a worker made from a blob.
      "worker-src 'self' blob:",
      `report-uri ${CSP_REPORT_PATH}`,
    ].join('; ');
    if (mode === 'report-only')
      return {
        'content-security-policy': basePolicy,
        'content-security-policy-report-only': scriptDirectives,
      };
    return { 'content-security-policy': `${basePolicy}; ${scriptDirectives}` };
  };
}

/** How many distinct foreign scripts are logged (each once). */
const MAX_LOGGED_FOREIGN_SCRIPTS = 1000;

/**
 * What the server does to each response for the script policy: holds back each HTML page Next
 * writes and sets its policy once it is whole (nothing with SCRIPT_POLICY=off).
 *
 * @param {{ frameAncestors: string, scriptPolicy: ScriptPolicyMode, scriptSources: readonly string[] }} options
 * @param {{ warn: (...args: unknown[]) => void, error: (...args: unknown[]) => void }} [log]
 * @returns {(response: import('node:http').ServerResponse) => void}
 */
export function createPageScriptPolicy(
  { frameAncestors, scriptPolicy, scriptSources },
  log = console,
) {
  if (scriptPolicy === 'off') return () => undefined;
  const runtimeTexts = reactRuntimeTexts();
  let mode = scriptPolicy;
  if (runtimeTexts.length === 0 && mode === 'enforce') {
    // Without React's streaming runtime every streamed page would stop half-drawn: only report.
    log.error(
      "[server] React's streaming runtime was not found in the installed Next: the script policy only reports (SCRIPT_POLICY=report-only)",
    );
    mode = 'report-only';
  }
  /** @type {Set<string>} */
  const logged = new Set();
  const headersFor = createScriptPolicy({
    basePolicy: basePolicyOf(frameAncestors),
    mode,
    sources: scriptSources,
    isFrameworkScript: createFrameworkScriptCheck({ runtimeTexts }),
    onForeignScript(script, hash) {
      if (logged.has(hash) || logged.size >= MAX_LOGGED_FOREIGN_SCRIPTS) return;
      logged.add(hash);
      log.warn(
        `[server] an inline script that is not Next's or React's is left out of the script policy, so browsers refuse it (${hash}): ${JSON.stringify(script.slice(0, 160))}`,
      );
    },
  });
  const onError = (/** @type {unknown} */ error) =>
    log.error('[server] a page was sent without its script policy', error);
  return (response) => holdHtml(response, { headersFor, onError });
}

/**
 * SCRIPT_POLICY.
 *
 * @param {string | undefined} text
 * @returns {ScriptPolicyMode}
 */
export function parseScriptPolicyMode(text) {
  const value = (text ?? '').trim().toLowerCase() || 'enforce';
  if (value === 'enforce' || value === 'report-only' || value === 'off') return value;
  throw new Error(`SCRIPT_POLICY must be enforce, report-only or off, not "${text}"`);
}

/**
 * The script sources beyond the site's own: the origins of the configured outside scripts
 * (ANALYTICS_SCRIPT_URL, ADS_SCRIPT_URL, CHAT_WIDGET_SCRIPT_URL) and SCRIPT_SOURCES, origins or
 * host patterns (`https://securepubads.g.doubleclick.net https://*.example.net`) for what those
 * scripts load in turn.
 *
 * @param {Record<string, string | undefined>} env
 * @returns {string[]}
 */
export function scriptSourcesOf(env) {
  /** @type {Set<string>} */
  const sources = new Set();
  for (const name of ['ANALYTICS_SCRIPT_URL', 'ADS_SCRIPT_URL', 'CHAT_WIDGET_SCRIPT_URL']) {
    const address = env[name]?.trim();
    if (!address) continue;
    let url;
    try {
      url = new URL(address);
    } catch {
      throw new Error(`${name}: "${address}" is not an address`);
    }
    sources.add(url.origin);
  }
  for (const source of (env.SCRIPT_SOURCES ?? '').trim().split(/\s+/).filter(Boolean)) {
    if (!/^https:\/\/(\*\.)?[A-Za-z0-9.-]+(:\d{1,5})?$/.test(source))
      throw new Error(
        `SCRIPT_SOURCES: "${source}" is not an https origin like https://cdn.example or https://*.example.net`,
      );
    sources.add(source);
  }
  return [...sources];
}
