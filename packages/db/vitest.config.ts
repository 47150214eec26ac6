import { vitestPreset } from '@openshiur/vitest-config';

// Many tests here create, migrate and seed whole databases inside the test itself (the singleton,
// the seed's determinism): seconds alone, far longer while CI runs several suites on two cores.
export default vitestPreset({ testTimeout: 180_000 });
