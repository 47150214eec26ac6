import next from '@openshiur/eslint-config/next';

/**
 * Where code runs, kept by the linter rather than by habit:
 * - `'use client'` modules live in `client/` folders (Next's own special files under `src/app` aside),
 *   so a folder name says what ships to the browser;
 * - nothing outside `server/` folders, `src/app` and the env module imports the server entries of
 *   the database, search, GraphQL or auth packages, or the site's server wiring: client components
 *   and shared helpers must stay importable from the browser.
 */
const placement = {
  rules: {
    'use-client-in-client-folder': {
      meta: {
        type: 'problem',
        docs: { description: "'use client' modules live in client/ folders" },
        messages: { outside: "A 'use client' module belongs in a client/ folder, so its folder says it ships to the browser." },
        schema: [],
      },
      create(context) {
        return {
          Program(program) {
            const client = program.body.some((statement) => statement.type === 'ExpressionStatement' && statement.directive === 'use client');
            if (client && !/(^|\/)client\//.test(context.filename.replaceAll('\\', '/'))) {
              context.report({ node: program.body[0], messageId: 'outside' });
            }
          },
        };
      },
    },
  },
};

/** The server entries of the workspace packages: never in client components or shared code. */
const SERVER_PACKAGES = [
  { regex: '^@openshiur/db(/.*)?$', message: 'The database package is server-only: load data in a server/ module.' },
  { regex: '^@openshiur/search(/testing)?$', message: 'The search package main entry is server-only: use @openshiur/search/client outside server/ folders.' },
  { regex: '^@openshiur/graphql/server$', message: 'The GraphQL server is server-only.' },
  { regex: '^@openshiur/auth(/.*)?$', message: 'The auth package is server-only.' },
];
/** The site's own server side: not for client components or the helpers they may import. */
const SERVER_MODULES = [
  { regex: '(^|/)server/', message: 'Server modules are not for client components or shared helpers.' },
  { regex: '^(@/env|server-only)$', message: 'The server env is not for client components or shared helpers.' },
];
const OUTSIDE_SERVER = ['src/app/**', 'src/**/server/**', 'src/server/**', 'src/env.ts', 'src/proxy.ts', 'src/**/*.test.{ts,tsx}'];
/** typescript-eslint's version of the rule (its plugin comes with the shared config) lets type-only imports through. */
const restrict = (patterns) => ({
  '@typescript-eslint/no-restricted-imports': ['error', { patterns: patterns.map((pattern) => ({ ...pattern, allowTypeImports: true })) }],
});

export default [
  ...next,
  {
    plugins: { placement },
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/app/**'],
    rules: { 'placement/use-client-in-client-folder': 'error' },
  },
  {
    // Internal links go through SiteLink, which prefetches only when idle and never on slow
    // connections; next/link's own viewport prefetch would bypass that.
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/components/navigation/client/SiteLink.tsx'],
    rules: {
      'no-restricted-imports': [
        'error',
        { paths: [{ name: 'next/link', message: 'Use SiteLink from @/components/navigation/client/SiteLink.' }] },
      ],
    },
  },
  {
    // Server components outside server/ folders may compose server/ loaders, but not reach the data layer.
    files: ['src/**/*.{ts,tsx}'],
    ignores: OUTSIDE_SERVER,
    rules: restrict(SERVER_PACKAGES),
  },
  {
    // Client components and shared helpers (lib/, and plain modules anywhere outside server/).
    files: ['src/**/client/**/*.{ts,tsx}', 'src/lib/**/*.{ts,tsx}', 'src/**/*.ts'],
    ignores: OUTSIDE_SERVER,
    rules: restrict([...SERVER_PACKAGES, ...SERVER_MODULES]),
  },
];
