import type { UserConfig } from 'vitest/config';
export function vitestPreset(overrides?: UserConfig['test']): UserConfig;
