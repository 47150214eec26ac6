import type { PageResolvers } from '../../generated/resolvers';
import { sanitizeBody } from '../sanitize';

/** The `Page` type: a content page, its body sanitized. */
export const Page: PageResolvers = {
  body: (page) => sanitizeBody(page.body ?? ''),
};
