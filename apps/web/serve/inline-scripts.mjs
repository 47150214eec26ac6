// @ts-check
import { createHash } from 'node:crypto';

/**
 * The inline scripts of a page, as the browser will run them, and their CSP hash sources
 * (`'sha256-…'`): a script policy without nonces (which would make every page dynamic) must name
 * each inline script by its hash (script-policy.mjs).
 *
 * Works on the page's bytes as sent (UTF-8, as CSP hashes them): the markers are ASCII. A script
 * element's text is everything up to the next `</script` (the HTML parser's rule for script data;
 * Next and React escape `<` inside their scripts), and the parser turns CR LF and lone CR into LF
 * before the browser hashes the text, so the same is done here. Only lower-case `<script` tags are
 * read, as Next and React write them: a script this reads differently from the browser is never
 * trusted, because its hash then names a text the browser does not run.
 */

const SCRIPT_OPEN = Buffer.from('<script');
const SCRIPT_CLOSE = /<\/script/i;

/**
 * Types a browser runs as script; any other (`application/ld+json`, `application/json`) is a data
 * block CSP does not govern. An empty or missing type is JavaScript.
 */
const SCRIPT_TYPES = new Set([
  '',
  'module',
  'text/javascript',
  'application/javascript',
  'text/ecmascript',
  'application/ecmascript',
  'text/jscript',
  'text/livescript',
  'application/x-javascript',
  'application/x-ecmascript',
  'text/x-javascript',
  'text/x-ecmascript',
]);

/**
 * The text of each inline script the browser would run, in page order (external scripts, whose
 * inline text is ignored, and data blocks are left out).
 *
 * @param {Buffer} html
 * @returns {Generator<string>}
 */
export function* inlineScripts(html) {
  let at = 0;
  for (;;) {
    const open = indexOfTag(html, at);
    if (open < 0) return;
    const tagEnd = endOfOpenTag(html, open + SCRIPT_OPEN.length);
    if (tagEnd < 0) return;
    const attributes = html.subarray(open + SCRIPT_OPEN.length, tagEnd).toString('latin1');
    const textStart = tagEnd + 1;
    const close = closingTag(html, textStart);
    const textEnd = close < 0 ? html.length : close;
    if (!/(?:^|[\s"'])src\s*=/i.test(attributes) && runsAsScript(attributes)) {
      yield normalizeNewlines(html.subarray(textStart, textEnd).toString('utf8'));
    }
    if (close < 0) return;
    at = close + 2;
  }
}

/**
 * `'sha256-…'` of a script's text (newlines already normalized), as a CSP source.
 *
 * @param {string} text
 */
export function hashSource(text) {
  return `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;
}

/** @param {string} text */
function normalizeNewlines(text) {
  return text.includes('\r') ? text.replace(/\r\n?/g, '\n') : text;
}

/**
 * The next `<script` that opens a tag (followed by whitespace, `/` or `>`; not `<scripts`), from `from`.
 *
 * @param {Buffer} html
 * @param {number} from
 */
function indexOfTag(html, from) {
  for (let at = html.indexOf(SCRIPT_OPEN, from); at >= 0; at = html.indexOf(SCRIPT_OPEN, at + 1)) {
    const next = html[at + SCRIPT_OPEN.length];
    if (
      next === 0x3e ||
      next === 0x2f ||
      next === 0x20 ||
      next === 0x09 ||
      next === 0x0a ||
      next === 0x0c ||
      next === 0x0d
    )
      return at;
  }
  return -1;
}

/**
 * Where the open tag's `>` is: the first one outside a quoted attribute value, or -1.
 *
 * @param {Buffer} html
 * @param {number} from
 */
function endOfOpenTag(html, from) {
  let quote = 0;
  for (let at = from; at < html.length; at += 1) {
    const byte = html[at];
    if (quote) {
      if (byte === quote) quote = 0;
    } else if (byte === 0x22 || byte === 0x27) quote = /** @type {number} */ (byte);
    else if (byte === 0x3e) return at;
  }
  return -1;
}

/**
 * Where the script's `</script` is (any case), or -1.
 *
 * @param {Buffer} html
 * @param {number} from
 */
function closingTag(html, from) {
  const lower = html.indexOf('</script', from, 'latin1');
  const slash = html.indexOf('</', from, 'latin1');
  if (lower === slash) return lower;
  // A `</` comes first: it may be `</SCRIPT`. Rare (Next and React write lower case); read as text.
  const rest = html.subarray(from, lower < 0 ? html.length : lower + 8).toString('latin1');
  const found = SCRIPT_CLOSE.exec(rest);
  return found ? from + found.index : lower;
}

/**
 * Whether a script with these attributes runs: no `type`, or a JavaScript type or `module`.
 *
 * @param {string} attributes
 */
function runsAsScript(attributes) {
  const type = /(?:^|\s)type\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+))/i.exec(attributes);
  if (!type) return true;
  const value = (type[1] ?? type[2] ?? type[3] ?? '').trim().toLowerCase();
  return SCRIPT_TYPES.has(value);
}
