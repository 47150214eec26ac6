/**
 * Author names may carry inline markup (the product's search dropdown rules) and are shown as formatted text. The names that
 * reach the browser were sanitized already (by the site's endpoint, or by the Algolia indexer);
 * this is a second, defensive pass right before `dangerouslySetInnerHTML`, so a record that slipped
 * through can never run script or inject attributes.
 *
 * It parses with the browser's own HTML parser, into an inert `<template>` (no script runs and no
 * image loads while it is parsed), then copies only text and the allowed inline elements, without
 * any attribute, into a fresh fragment. Regular expressions never touch the markup.
 */
import { highlightPieces } from './highlight-parts';

/** The inline tags a name may keep; everything else is dropped. */
export const INLINE_TAGS: ReadonlySet<string> = new Set(['b', 'strong', 'i', 'em', 'u', 'small', 'sub', 'sup', 'mark', 'span', 'br']);

/**
 * Elements whose content is not text a reader should see (code, styles, embedded documents):
 * dropped with everything inside. Other unknown elements are unwrapped, keeping their text.
 */
const DROPPED_WITH_CONTENT: ReadonlySet<string> = new Set([
  'script',
  'style',
  'template',
  'noscript',
  'textarea',
  'title',
  'iframe',
  'object',
  'embed',
  'svg',
  'math',
  'select',
  'option',
  'head',
  'xmp',
  'noembed',
  'noframes',
  'plaintext',
]);

/** Copies `source`'s allowed content into `target`, owned by `document`. */
function copyAllowed(source: Node, target: Node, document: Document): void {
  for (const child of Array.from(source.childNodes)) {
    if (child.nodeType === child.TEXT_NODE) {
      target.appendChild(document.createTextNode(child.textContent ?? ''));
      continue;
    }
    if (child.nodeType !== child.ELEMENT_NODE) continue; // comments, processing instructions
    const tag = (child as Element).localName;
    if (DROPPED_WITH_CONTENT.has(tag)) continue;
    if (INLINE_TAGS.has(tag)) {
      // A fresh element: no attribute (no handler, no style, no class) survives.
      const copy = document.createElement(tag);
      if (tag !== 'br') copyAllowed(child, copy, document);
      target.appendChild(copy);
    } else {
      copyAllowed(child, target, document);
    }
  }
}

/** The allowed content of `html` as a fragment of `document`. */
export function sanitizeInlineFragment(html: string, document: Document): DocumentFragment {
  const template = document.createElement('template');
  template.innerHTML = html;
  const fragment = document.createDocumentFragment();
  copyAllowed(template.content, fragment, document);
  return fragment;
}

/** Wraps the parts of each text node that match `query` in `<mark>` (see `highlightPieces`). */
export function highlightTextNodes(root: Node, query: string, document: Document): void {
  const walker = document.createTreeWalker(root, 4 /* NodeFilter.SHOW_TEXT */);
  const texts: Text[] = [];
  for (let node = walker.nextNode(); node; node = walker.nextNode()) texts.push(node as Text);
  for (const text of texts) {
    const pieces = highlightPieces(text.data, query);
    if (!pieces.some((piece) => piece.marked)) continue;
    const replacement = document.createDocumentFragment();
    for (const piece of pieces) {
      if (!piece.marked) {
        replacement.appendChild(document.createTextNode(piece.text));
        continue;
      }
      const mark = document.createElement('mark');
      mark.textContent = piece.text;
      replacement.appendChild(mark);
    }
    text.replaceWith(replacement);
  }
}

/** Escapes text for HTML: used only where no DOM exists (server rendering), so markup shows as text. */
function escapeText(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

/**
 * Safe HTML for an author name: the allowed inline markup, with the query's matches marked when a
 * query is given. Without a DOM (on the server) the name is escaped and shown as plain text.
 */
export function inlineMarkupHtml(html: string, query = '', document: Document | null = globalThis.document ?? null): string {
  if (!document) return escapeText(html);
  const container = document.createElement('div');
  container.appendChild(sanitizeInlineFragment(html, document));
  if (query) highlightTextNodes(container, query, document);
  return container.innerHTML;
}
