#!/usr/bin/env node
/**
 * Packs the package as it would be published and proves a stranger can use it:
 * `pnpm pack` into a temporary folder, `npm install` the tarball with its peer dependencies
 * (react, react-dom, styled-components) into an empty project, then
 *   (a) plain Node ESM imports `@openshiur/ui` and `@openshiur/ui/client`, server-renders
 *       components with styled-components' ServerStyleSheet and checks values;
 *   (b) `tsc` with module/moduleResolution NodeNext and jsx react-jsx type-checks a consumer .tsx
 *       file that uses several components and types.
 * Exits non-zero on the first failure. Usage: `pnpm check:pack` (builds first via "prepack").
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const packageDir = dirname(dirname(fileURLToPath(import.meta.url)));
const tsc = createRequire(join(packageDir, 'package.json')).resolve('typescript/bin/tsc');
const workDir = mkdtempSync(join(tmpdir(), 'openshiur-ui-pack-'));

// The peer versions the package is developed against (see devDependencies).
const peers = ['react@19.3.1', 'react-dom@19.3.1', 'styled-components@6.6.0'];
// Types for the TypeScript consumer: React's, and Node's (styled-components' declarations use them).
const types = ['@types/react@19.3.0', '@types/react-dom@19.3.0', '@types/node@20.19.43'];

// pnpm passes its own npm_config_* settings to child processes; plain npm warns about them, and
// an empty project must not inherit them anyway.
const cleanEnv = Object.fromEntries(
  Object.entries(process.env).filter(([key]) => !/^npm_config_/i.test(key)),
);

function run(command, args, cwd) {
  console.info(`$ ${[command, ...args].join(' ')}   (in ${cwd})`);
  execFileSync(command, args, { cwd, stdio: 'inherit', env: cleanEnv });
}

const consumerEsm = `
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { createElement as h } from 'react';
import { renderToString } from 'react-dom/server';
import { ServerStyleSheet } from 'styled-components';
import {
  Avatar,
  ColumnList,
  Container,
  Duration,
  GlobalStyles,
  HEADER_AVATAR_SIZE,
  HeaderBar,
  MENU_COLUMN_THRESHOLD,
  durationToIsoString,
  formatDuration,
  initialsOf,
  splitIntoColumns,
  theme,
} from '@openshiur/ui';
import * as client from '@openshiur/ui/client';
import pkg from '@openshiur/ui/package.json' with { type: 'json' };

assert.equal(pkg.name, '@openshiur/ui');

assert.equal(formatDuration(65), '01:05');
assert.equal(formatDuration(3723), '01:02:03');
assert.equal(formatDuration(0), '00:00');
assert.equal(formatDuration(36000), '10:00:00');
assert.throws(() => formatDuration(-1), RangeError);
assert.equal(durationToIsoString(3723), 'PT1H2M3S');
assert.equal(initialsOf('שרה', 'כהן'), 'שכ');
assert.equal(MENU_COLUMN_THRESHOLD, 12);
assert.deepEqual(splitIntoColumns(Array.from({ length: 14 }, (_, i) => i)).map((c) => c.length), [7, 7]);
assert.equal(theme.colors.avatarBackground, 'var(--os-colors-avatarBackground, #FFDB8E)');

const sheet = new ServerStyleSheet();
let html;
let styles;
try {
  html = renderToString(
    sheet.collectStyles(
      h(
        'div',
        null,
        h(GlobalStyles),
        h(HeaderBar, { variant: 'brown' }, h(Avatar, { firstName: 'Avraham', lastName: 'Sample', size: HEADER_AVATAR_SIZE })),
        h(Container, { as: 'main' }, h(Duration, { seconds: 3723 })),
        h(ColumnList, { items: Array.from({ length: 30 }, (_, i) => ({ href: '/series/' + i, label: 'Series ' + i })) }),
      ),
    ),
  );
  styles = sheet.getStyleTags();
} finally {
  sheet.seal();
}
assert.match(html, /<header[^>]*data-site-header=""[^>]*data-variant="brown"/);
assert.match(html, /role="img"[^>]*aria-label="Avraham Sample"[^>]*>AS</);
assert.match(html, /<main/);
assert.match(html, /<time dateTime="PT1H2M3S">01:02:03<\\/time>/);
assert.match(html, /data-columns="3"/);
assert.match(styles, /#FFDB8E/);
assert.match(styles, /1170px/);
assert.match(styles, /@media print/);

for (const name of ['Popover', 'CollapsibleNav', 'CookieConsentDrawer', 'LoadingBar', 'useOnlineStatus', 'ChunkLoadRecovery', 'useIdlePrefetch']) {
  assert.equal(typeof client[name], 'function', '@openshiur/ui/client exports ' + name);
}
const clientFile = createRequire(import.meta.url).resolve('@openshiur/ui/client');
assert.match(readFileSync(clientFile, 'utf8'), /^['"]use client['"];/, 'dist/client.mjs starts with the use client directive');
console.info('plain Node ESM consumer: ok');
`;

const consumerTsx = `
import type { ReactNode } from 'react';
import {
  ArticleLayout,
  Avatar,
  Button,
  ButtonLink,
  Card,
  CardTitle,
  ColumnList,
  Container,
  Duration,
  HeaderBar,
  HeaderInner,
  HeaderLogo,
  LegalLinks,
  SiteFooter,
  SisterSites,
  TopicFooterColumns,
  formatDuration,
  splitIntoColumns,
  theme,
  type ButtonVariant,
  type FooterTopic,
  type LinkComponent,
  type LinkItem,
  type SisterSite,
} from '@openshiur/ui';
import { Popover } from '@openshiur/ui/client';

function RouterLink({ href, className, children }: { href: string; className?: string; children?: ReactNode }) {
  return <a href={href} className={className}>{children}</a>;
}
const linkAs: LinkComponent = RouterLink;
const items: LinkItem[] = [{ href: '/series/1', label: 'Daf Yomi in Depth' }];
const topics: FooterTopic[][] = [[{ topic: 'Gemara', series: items }]];
const sites: SisterSite[] = [{ name: 'Daf Learning', href: 'https://daf.example.org' }];
const variant: ButtonVariant = 'danger';
const text: string = formatDuration(65);
const columns: number[][] = splitIntoColumns([1, 2, 3]);
const primary: string = theme.colors.primary;

export function Page() {
  return (
    <>
      <HeaderBar variant="brown">
        <HeaderInner>
          <HeaderLogo linkAs={linkAs}>Torah Learning</HeaderLogo>
          <ButtonLink href="/donate/" linkAs={linkAs} variant="primary">Donate</ButtonLink>
          <Avatar firstName="Avraham" lastName="Sample" size={40} />
          <Popover label="Account menu">Profile</Popover>
        </HeaderInner>
      </HeaderBar>
      <Container as="main" id="main">
        <ArticleLayout sidebar={<p>More</p>}>
          <Card as="article">
            <CardTitle as="h1">Berachos 2a</CardTitle>
            <Duration seconds={3723} />
          </Card>
          <ColumnList items={items} linkAs={linkAs} label="Series" />
          <Button variant={variant} onClick={() => undefined}>Remove</Button>
        </ArticleLayout>
      </Container>
      <SiteFooter variant="dark">
        <TopicFooterColumns columns={topics} linkAs={linkAs} />
        <SisterSites sites={sites} variant="logos" />
        <LegalLinks siteName="Torah Learning" year={2026} linkAs={linkAs} />
      </SiteFooter>
    </>
  );
}

// The declarations are real types, not any:
// @ts-expect-error not a button variant
export const wrongVariant = <Button variant="bogus">x</Button>;
// @ts-expect-error a duration needs seconds
export const noSeconds = <Duration />;
// @ts-expect-error the header has two styles
export const wrongHeader = <HeaderBar variant="green" />;
export { text, columns, primary };
`;

try {
  run('pnpm', ['pack', '--pack-destination', workDir], packageDir);
  const tarball = readdirSync(workDir).find((file) => file.endsWith('.tgz'));
  if (!tarball) throw new Error('pnpm pack produced no tarball');

  const consumerDir = join(workDir, 'consumer');
  mkdirSync(consumerDir);
  writeFileSync(
    join(consumerDir, 'package.json'),
    JSON.stringify({ name: 'consumer', private: true, type: 'module' }, null, 2),
  );
  run(
    'npm',
    ['install', '--no-audit', '--no-fund', join(workDir, tarball), ...peers, ...types],
    consumerDir,
  );

  writeFileSync(join(consumerDir, 'consumer.mjs'), consumerEsm);
  run('node', ['consumer.mjs'], consumerDir);

  writeFileSync(join(consumerDir, 'consumer.tsx'), consumerTsx);
  writeFileSync(
    join(consumerDir, 'tsconfig.json'),
    JSON.stringify(
      {
        compilerOptions: {
          module: 'NodeNext',
          moduleResolution: 'NodeNext',
          target: 'ES2022',
          lib: ['ES2023', 'DOM', 'DOM.Iterable'],
          jsx: 'react-jsx',
          strict: true,
          noEmit: true,
          types: ['node'],
          skipLibCheck: false,
        },
        files: ['consumer.tsx'],
      },
      null,
      2,
    ),
  );
  run('node', [tsc, '-p', 'tsconfig.json'], consumerDir);
  console.info('TypeScript NodeNext consumer: ok');
  console.info('check:pack passed');
} finally {
  rmSync(workDir, { recursive: true, force: true });
}
