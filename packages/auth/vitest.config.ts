import { fileURLToPath } from 'node:url';
import { vitestPreset } from '@openshiur/vitest-config';

const config = vitestPreset();
export default {
  ...config,
  resolve: {
    alias: {
      // The server entry starts with `import 'server-only'`, which throws outside a React server
      // bundle; tests load the package's empty server build, as Next's server does.
      'server-only': fileURLToPath(new URL('./node_modules/server-only/empty.js', import.meta.url)),
    },
  },
};
