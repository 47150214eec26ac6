import next from '@openshiur/eslint-config/next';

export default [
  ...next,
  {
    // Internal links go through SiteLink, which prefetches only when idle and never on slow
    // connections (spec §9); next/link's own viewport prefetch would bypass that.
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/components/navigation/SiteLink.tsx'],
    rules: {
      'no-restricted-imports': [
        'error',
        { paths: [{ name: 'next/link', message: 'Use SiteLink from @/components/navigation/SiteLink.' }] },
      ],
    },
  },
];
