import { vitestPreset } from '@openshiur/vitest-config';
export default vitestPreset();
