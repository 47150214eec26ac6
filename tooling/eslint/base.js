// Shared flat config: strict TypeScript rules, and environment access only through env modules.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import globals from 'globals';

export default tseslint.config(
  { ignores: ['**/dist/**', '**/.next/**', '**/generated/**', '**/drizzle/**', '**/node_modules/**', '**/coverage/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-console': ['warn', { allow: ['warn', 'error', 'info'] }],
    },
  },
  {
    // The environment is read in one validated place per package (env.ts, env.client.ts): a stray
    // `process.env.X` elsewhere skips validation and the working defaults. Tests, test support,
    // command-line tools and benchmarks read their own invocation's environment; build-tool config
    // files (next.config.ts, playwright.config.ts, ...) are outside src/ and not covered.
    files: ['**/src/**/*.{ts,tsx,js,mjs}'],
    ignores: [
      '**/src/env.ts',
      '**/src/env.client.ts',
      '**/*.test.{ts,tsx}',
      '**/src/testing.ts',
      '**/src/testing/**',
      '**/src/cli/**',
      '**/src/bench/**',
    ],
    rules: {
      'no-restricted-properties': [
        'error',
        {
          object: 'process',
          property: 'env',
          message: 'Read the environment through the env module (src/env.ts or src/env.client.ts), where it is validated.',
        },
      ],
    },
  },
  {
    // useSyncExternalStore re-renders synchronously when the browser's snapshot differs from the
    // server's just after hydration, which made React finish hydrating whole pages in one long task
    // (+200 ms of Lighthouse's total blocking time). useBrowserStore of @openshiur/ui/client keeps
    // the server's snapshot while the page hydrates and switches in a transition.
    files: ['**/src/**/*.{ts,tsx}'],
    ignores: ['**/src/client/hydration.ts', '**/*.test.{ts,tsx}'],
    // (A syntax rule, so that a package's own no-restricted-imports does not replace it.)
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "ImportDeclaration[source.value='react'] > ImportSpecifier[imported.name='useSyncExternalStore']",
          message: 'Use useBrowserStore from @openshiur/ui/client: it switches to the browser’s snapshot in a transition after hydration.',
        },
      ],
    },
  },
  {
    // Tests read untyped JSON responses; strict typing there adds noise, not safety.
    files: ['**/*.test.ts', '**/*.test.tsx', '**/test-server.ts', '**/e2e/**'],
    rules: { '@typescript-eslint/no-explicit-any': 'off' },
  },
);
