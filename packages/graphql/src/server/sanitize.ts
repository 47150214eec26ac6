import sanitizeHtml from 'sanitize-html';
import { INLINE_TAGS, sanitizeInline, stripMarkup } from '@openshiur/search';

/**
 * Markup policy. Author names may carry inline formatting only (the policy lives with the search
 * package, whose Algolia records browsers read directly); bodies may carry article markup.
 * Everything is sanitized on write (seed, future editors) and again here on read, so stored markup is
 * never trusted.
 */
export { sanitizeInline, stripMarkup };

const inlineTags = [...INLINE_TAGS];

export function sanitizeBody(html: string): string {
  return sanitizeHtml(html, {
    allowedTags: [
      ...inlineTags,
      'p', 'h2', 'h3', 'h4', 'blockquote', 'ul', 'ol', 'li', 'a', 'hr', 'img', 'figure',
      'figcaption', 'table', 'thead', 'tbody', 'tr', 'th', 'td', 'pre', 'code',
    ],
    allowedAttributes: {
      a: ['href', 'title', 'rel', 'target'],
      img: ['src', 'alt', 'width', 'height', 'loading'],
      span: ['lang', 'dir'],
      p: ['lang', 'dir'],
    },
    allowedSchemes: ['https', 'http', 'mailto'],
    allowProtocolRelative: false,
    transformTags: {
      a: sanitizeHtml.simpleTransform('a', { rel: 'noopener noreferrer' }),
    },
  }).trim();
}
