// Shared Vitest preset: tests sit beside the code as *.test.ts(x).
import { defineConfig } from 'vitest/config';

/** @param {import('vitest/config').UserConfig['test']} [overrides] */
export function vitestPreset(overrides = {}) {
  return defineConfig({
    test: {
      include: ['src/**/*.test.{ts,tsx}', 'test/**/*.test.{ts,tsx}'],
      environment: 'node',
      testTimeout: 30_000,
      // Creating and migrating an embedded database takes seconds alone, and much longer while
      // turbo runs several packages' suites at once on a small CI machine.
      hookTimeout: 180_000,
      reporters: ['default'],
      ...overrides,
    },
  });
}
