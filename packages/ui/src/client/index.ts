/**
 * @openshiur/ui/client: the interactive components (state, effects, event handlers).
 * The built file starts with 'use client'.
 */
export * from './popover';
export * from './nav-menu';
export * from './collapsible-nav';
export * from './cookie-consent';
export * from './loading-bar';
export * from './online-status';
export * from './chunk-load-recovery';
export * from './idle-prefetch';
export * from './hydration';
// The pure helpers behind them, also exported by `@openshiur/ui`.
export * from '../consent';
export * from '../chunk-reload';
export * from '../prefetch';
