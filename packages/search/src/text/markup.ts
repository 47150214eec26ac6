/**
 * The markup policy for names (author names may carry inline formatting, which the search popup
 * shows as formatted text), shared by
 * the API (`@openshiur/graphql` renders names with it) and the search indexers (Algolia records
 * are read by browsers directly, so they must hold sanitized names too).
 */
import sanitizeHtml from 'sanitize-html';

export const INLINE_TAGS = [
  'b',
  'strong',
  'i',
  'em',
  'u',
  'small',
  'sup',
  'sub',
  'span',
  'br',
] as const;

/** Inline formatting only, no attributes; scripts and everything else removed. */
export function sanitizeInline(html: string): string {
  return sanitizeHtml(html, { allowedTags: [...INLINE_TAGS], allowedAttributes: {} }).trim();
}

/** sanitize-html escapes exactly these in text; undoing them gives the plain characters back. */
const ESCAPED: Record<string, string> = { '&amp;': '&', '&lt;': '<', '&gt;': '>', '&quot;': '"' };

/** Tags that end a block of text: their words must not run into the next block's. */
const BLOCK_BOUNDARY =
  /<\/?(?:p|div|br|hr|li|ul|ol|h[1-6]|blockquote|tr|td|th|table|section|article|figure|figcaption|pre)\b/gi;

/** The text of some markup, as plain characters (entities decoded), whitespace collapsed. */
export function stripMarkup(html: string): string {
  return sanitizeHtml(html.replace(BLOCK_BOUNDARY, ' $&'), {
    allowedTags: [],
    allowedAttributes: {},
  })
    .replace(/&(amp|lt|gt|quot);/g, (entity) => ESCAPED[entity] ?? entity)
    .replace(/\s+/g, ' ')
    .trim();
}
