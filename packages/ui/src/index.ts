/**
 * @openshiur/ui: components that render anywhere, React Server Components included.
 * The interactive components are in `@openshiur/ui/client`.
 */
export * from './theme';
export * from './link';
export * from './components/icons';
export * from './components/global-styles';
export * from './components/container';
export * from './components/button';
export * from './components/card';
export * from './components/plain-list';
export * from './components/link-list';
export * from './components/column-list';
export * from './components/avatar';
export * from './components/duration';
export * from './components/skip-link';
export * from './components/visually-hidden';
export * from './components/print';
export * from './components/article-layout';
export * from './components/header';
export * from './components/responsive';
export * from './components/notifications-area';
export * from './components/site-footer';
export * from './components/topic-footer-columns';
export * from './components/legal-links';
export * from './components/sister-sites';
export * from './consent';
export * from './chunk-reload';
export * from './prefetch';
