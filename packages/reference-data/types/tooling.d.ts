// The shared vitest preset is plain JavaScript; this gives vitest.config.ts its type.
declare module '@openshiur/vitest-config' {
  import type { UserConfig } from 'vitest/config';
  export function vitestPreset(overrides?: UserConfig['test']): UserConfig;
}
