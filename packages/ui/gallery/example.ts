import type { ComponentType } from 'react';

/**
 * What every `examples/*.example.tsx` module exports: `meta` and one or more named examples
 * (each a component rendered in its own frame). The gallery lists the modules by `meta.title`.
 */
export interface ExampleMeta {
  /** Shown in the gallery's index, and used as the page anchor (`#/popover`). */
  title: string;
  /** One paragraph: what the component is for. */
  description: string;
}

export type ExampleModule = { meta: ExampleMeta } & Record<string, ComponentType | ExampleMeta>;
