import { vitestPreset } from '@openshiur/vitest-config';

// Components are tested in jsdom; `*.server.test.tsx` files opt back into node with a docblock.
export default vitestPreset({ environment: 'jsdom', setupFiles: ['./src/test-setup.ts'] });
