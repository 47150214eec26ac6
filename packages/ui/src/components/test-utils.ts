import type { ReactElement } from 'react';
import { renderToString } from 'react-dom/server';
import { ServerStyleSheet } from 'styled-components';

/** Test helper: the CSS styled-components has injected into the document so far. */
export function injectedCss(): string {
  return Array.from(document.querySelectorAll('style'))
    .map((style) => style.textContent ?? '')
    .join('\n');
}

/**
 * Test helper: server-renders an element and returns the CSS it collects. Tests resolve
 * styled-components' server build (no `browser` field in Node), whose global styles are only
 * emitted through a ServerStyleSheet, as on a real server render.
 */
export function serverCss(element: ReactElement): string {
  const sheet = new ServerStyleSheet();
  try {
    renderToString(sheet.collectStyles(element));
    return sheet.getStyleTags();
  } finally {
    sheet.seal();
  }
}

/**
 * Test helper: the injected CSS rules that mention one of an element's classes (its own rules,
 * pseudo-classes, descendants and media-query blocks), as one string.
 */
export function cssFor(element: Element): string {
  const css = injectedCss();
  return Array.from(element.classList)
    .flatMap((name) => css.match(new RegExp(`[^}]*\\.${name}\\b[^{]*\\{[^}]*\\}`, 'g')) ?? [])
    .join('\n');
}
