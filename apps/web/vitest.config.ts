import { fileURLToPath } from 'node:url';
import { vitestPreset } from '@openshiur/vitest-config';

const config = vitestPreset();
export default {
  ...config,
  resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
};
