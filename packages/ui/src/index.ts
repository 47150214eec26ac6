/**
 * @openshiur/ui: components that render anywhere, React Server Components included.
 * The interactive components are in `@openshiur/ui/client`.
 */
export * from './theme';
export * from './link';
export * from './components/icons';
