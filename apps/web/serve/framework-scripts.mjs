// @ts-check
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

/**
 * Tells the inline scripts Next and React write into a page from any other: only theirs are named
 * in the page's script policy (script-policy.mjs), so a `<script>` that reached the HTML some other
 * way (markup that slipped past the sanitizer, an injected tag) is refused by the browser even
 * though the server hashes the page's scripts itself.
 *
 * A framework script is a series of statements (`;` between them), each one of:
 * - a call that passes only JSON data to one of the framework's own queues: Next's flight data
 *   (`self.__next_f.push([1,"…"])`, app-render/use-flight-response.js), Turbopack's chunk list,
 *   React's streaming instructions (`$RC("B:0","S:0")`, `$RX("B:1","")`): JSON cannot run code;
 * - a piece of code one of them writes word for word: React's streaming runtime (read from the
 *   React DOM server build that ships with Next, so it follows upgrades), React's paint timer,
 *   Next's icon mover, and Next's client resume (an error shell fetching its payload: only its
 *   cache-busting token varies, letters and digits).
 * Anything else is not theirs.
 */

/** Callees whose arguments are JSON data. */
const DATA_CALLEES = [
  'self.__next_f.push',
  '(self.__next_f=self.__next_f||[]).push',
  '(globalThis["TURBOPACK"] || (globalThis["TURBOPACK"] = [])).push',
  '$RS',
  '$RC',
  '$RR',
  '$RX',
];

/**
 * Code Next writes word for word (server/app-render/metadata-insertion/create-server-inserted-metadata.js;
 * a unit test checks the installed Next still has it).
 */
export const NEXT_ICON_SCRIPT =
  'document.querySelectorAll(\'body link[rel="icon"], body link[rel="apple-touch-icon"]\').forEach(el => document.head.appendChild(el))';

/**
 * Code Next writes with one token filled in (server/stream-utils/node-web-streams-helper.js,
 * createClientResumeScriptInsertionTransformStream): sticky, so each is tried where a statement starts.
 */
const TEMPLATED = [
  /__NEXT_CLIENT_RESUME=fetch\(location\.pathname\+'\?_rsc=[A-Za-z0-9_-]{1,64}',\{credentials:'same-origin',headers:\{'rsc': '1','next-router-prefetch': '1','next-router-segment-prefetch': '\/_full'\}\}\)/y,
];

/** The React DOM server builds whose streaming runtime pages may carry (Next picks one by its config). */
const REACT_DOM_SERVER_BUILDS = [
  'dist/compiled/react-dom-experimental/cjs/react-dom-server.node.production.js',
  'dist/compiled/react-dom/cjs/react-dom-server.node.production.js',
];

/**
 * React's streaming runtime as the React DOM server builds shipped with the installed Next write it:
 * each string literal that defines a `$R…` function (or the paint timer), without the instruction
 * call some of them end with (`…;$RS("`).
 *
 * @param {{ nextDir?: string }} [options]  the installed Next's folder (found from here by default)
 * @returns {string[]}  none if the builds are not where they were (then nothing of React's runtime is trusted)
 */
export function reactRuntimeTexts({ nextDir = installedNextDir() } = {}) {
  /** @type {Set<string>} */
  const texts = new Set();
  if (!nextDir) return [];
  for (const build of REACT_DOM_SERVER_BUILDS) {
    let source;
    try {
      source = readFileSync(join(nextDir, build), 'utf8');
    } catch {
      continue;
    }
    for (const literal of source.matchAll(/'((?:[^'\\\n]|\\.)*)'|"((?:[^"\\\n]|\\.)*)"/g)) {
      const text = decodeStringLiteral(literal[1] ?? literal[2] ?? '');
      if (!/^(?:\$R[A-Z]{1,2}=|requestAnimationFrame\(function\(\)\{\$RT=)/.test(text)) continue;
      const definition = text.replace(/;?\$R[A-Z]{1,2}\("$/, '').replace(/;+$/, '');
      if (definition) texts.add(definition);
    }
  }
  return [...texts];
}

/** The folder of the `next` this server runs, or undefined. */
function installedNextDir() {
  try {
    return dirname(createRequire(import.meta.url).resolve('next/package.json'));
  } catch {
    return undefined;
  }
}

/**
 * @param {{ runtimeTexts: readonly string[] }} options
 * @returns {(script: string) => boolean}  whether an inline script's text is Next's or React's
 */
export function createFrameworkScriptCheck({ runtimeTexts }) {
  // Longest first: one runtime text may begin with another.
  const verbatim = [...new Set([...runtimeTexts, NEXT_ICON_SCRIPT])].sort(
    (a, b) => b.length - a.length,
  );

  return function isFrameworkScript(script) {
    // An empty script runs nothing and needs no hash.
    if (!script) return false;
    for (let at = 0; at < script.length; ) {
      const end = statementEnd(script, at, verbatim);
      if (end < 0) return false;
      for (at = end; script[at] === ';'; at += 1);
    }
    return true;
  };
}

/**
 * Where the framework statement starting at `at` ends, or -1 when none starts there.
 *
 * @param {string} script
 * @param {number} at
 * @param {readonly string[]} verbatim
 */
function statementEnd(script, at, verbatim) {
  for (const text of verbatim) if (script.startsWith(text, at)) return at + text.length;
  for (const pattern of TEMPLATED) {
    pattern.lastIndex = at;
    if (pattern.test(script)) return pattern.lastIndex;
  }
  for (const callee of DATA_CALLEES) {
    if (!script.startsWith(`${callee}(`, at)) continue;
    const argsStart = at + callee.length + 1;
    const close = closingParenthesis(script, argsStart);
    if (close < 0) return -1;
    try {
      JSON.parse(`[${script.slice(argsStart, close)}]`);
    } catch {
      return -1;
    }
    return close + 1;
  }
  return -1;
}

/**
 * The `)` that closes a call whose arguments start at `from`, reading them as JSON (strings in
 * double quotes, brackets balanced), or -1.
 *
 * @param {string} script
 * @param {number} from
 */
function closingParenthesis(script, from) {
  let depth = 0;
  for (let at = from; at < script.length; at += 1) {
    const character = script[at];
    if (character === '"') {
      // To the string's end, past escaped characters.
      for (at += 1; at < script.length && script[at] !== '"'; at += script[at] === '\\' ? 2 : 1);
    } else if (character === '[' || character === '{' || character === '(') depth += 1;
    else if (character === ']' || character === '}') depth -= 1;
    else if (character === ')') {
      if (depth === 0) return at;
      depth -= 1;
    }
  }
  return -1;
}

/**
 * The value of a JavaScript string literal's body (the escapes React's builds use: `\n`, `\x3c`,
 * `\u2028`, quotes, backslashes).
 *
 * @param {string} body
 */
function decodeStringLiteral(body) {
  return body.replace(/\\(x[0-9a-fA-F]{2}|u[0-9a-fA-F]{4}|[\s\S])/g, (_match, escape) => {
    if (escape[0] === 'x' || escape[0] === 'u')
      return String.fromCharCode(parseInt(escape.slice(1), 16));
    return (
      { n: '\n', r: '\r', t: '\t', b: '\b', f: '\f', v: '\v', 0: '\0' }[
        /** @type {string} */ (escape)
      ] ?? escape
    );
  });
}
