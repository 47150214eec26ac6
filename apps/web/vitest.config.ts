import { fileURLToPath } from 'node:url';
import { vitestPreset } from '@openshiur/vitest-config';

// The cache handlers (cache-handlers/) are loaded by Next from their files, outside src/: their tests sit beside them.
const config = vitestPreset({
  include: ['src/**/*.test.{ts,tsx}', 'test/**/*.test.{ts,tsx}', 'cache-handlers/**/*.test.ts', 'serve/**/*.test.ts'],
});
export default {
  ...config,
  resolve: {
    alias: {
      '@': fileURLToPath(new URL('./src', import.meta.url)),
      // Server modules start with `import 'server-only'`, which throws outside a React server
      // bundle; their unit tests load the package's empty server build, as Next's server does.
      'server-only': fileURLToPath(new URL('./node_modules/server-only/empty.js', import.meta.url)),
    },
  },
};
