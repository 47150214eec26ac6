/** Typed operations for clients (safe to import from browser code). */
export * from './generated/operations';
export { CSRF_HEADER } from './csrf-header';
export { NEWSLETTER_LINKS } from './newsletter-links';
