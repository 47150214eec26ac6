/**
 * The scripts a modern browser downloads for a page: every `<script src>` except `nomodule` ones.
 * Next adds its legacy polyfills (about 38 KiB gzip of core-js) as a `noModule` script, which
 * browsers that run modules skip entirely, so counting it overstated every page's JavaScript.
 */
export function downloadedScriptSources(html: string): string[] {
  const sources = new Set<string>();
  for (const [tag] of html.matchAll(/<script\b[^>]*>/gi)) {
    if (/\snomodule(?:[\s=>/]|$)/i.test(tag)) continue;
    const source = /\ssrc="([^"]+)"/i.exec(tag)?.[1];
    if (source) sources.add(source);
  }
  return [...sources];
}
