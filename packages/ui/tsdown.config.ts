import { defineConfig, type UserConfig } from 'tsdown';

/**
 * Two entries: `@openshiur/ui` holds components that render anywhere, server components included;
 * `@openshiur/ui/client` holds the interactive ones and starts with the 'use client' directive, so
 * React Server Components frameworks (Next.js App Router) treat it as a client boundary.
 * Each is built on its own so the directive never ends up in, or missing from, a shared chunk.
 */
const shared: UserConfig = {
  format: ['esm'],
  platform: 'neutral',
  fixedExtension: true,
  dts: true,
  external: [/^react($|\/)/, /^react-dom($|\/)/, /^styled-components($|\/)/],
};

export default defineConfig([
  { ...shared, entry: { index: 'src/index.ts' }, clean: true },
  {
    ...shared,
    entry: { client: 'src/client/index.ts' },
    clean: false,
    outputOptions: {
      // The directive belongs in the JavaScript only: in a .d.mts file it is a type error.
      banner: (chunk) => (chunk.fileName.endsWith('.d.mts') ? '' : "'use client';"),
    },
  },
]);
