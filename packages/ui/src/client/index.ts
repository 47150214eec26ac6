/**
 * @openshiur/ui/client: the interactive components (state, effects, event handlers).
 * The built file starts with 'use client'.
 */
export {};
