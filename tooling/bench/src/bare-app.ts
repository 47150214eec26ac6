/**
 * The comparison floor: a bare Next app of apps/web's Next version, written and built by the bench
 * in a temporary folder. One static page of 200 links (`/`) and the same page rendered per request
 * (`/dynamic`). `next`, `react` and `react-dom` are apps/web's own, linked into its node_modules:
 * nothing is installed and no lockfile is written.
 */
import { spawnSync } from 'node:child_process';
import { mkdirSync, realpathSync, symlinkSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, parse, sep } from 'node:path';
import { freePort, RunningServer } from './server';

export const BARE_STATIC_PATH = '/';
export const BARE_DYNAMIC_PATH = '/dynamic';
export const BARE_LINK_COUNT = 200;

const links = `const links = Array.from({ length: ${BARE_LINK_COUNT} }, (_, index) => index + 1);

export function Links() {
  return (
    <ul>
      {links.map((number) => (
        <li key={number}>
          <Link href={\`/item/\${number}\`}>Item {number}</Link>
        </li>
      ))}
    </ul>
  );
}`;

/** The bare app's files, by path. JavaScript (JSX), so that `next build` wants no TypeScript setup. */
export function bareAppFiles(root: string): Record<string, string> {
  return {
    'package.json': JSON.stringify({ name: 'openshiur-bench-bare', private: true, type: 'module' }, null, 2),
    // The linked packages live under the repository: Turbopack must be allowed to read there.
    'next.config.mjs': `export default ${JSON.stringify({ turbopack: { root }, outputFileTracingRoot: root, poweredByHeader: false })};\n`,
    'app/links.jsx': `import Link from 'next/link';\n\n${links}\n`,
    'app/layout.jsx': `export const metadata = { title: 'Bare Next app' };

export default function RootLayout({ children }) {
  return (
    <html lang="en">
      <body>{children}</body>
    </html>
  );
}
`,
    'app/page.jsx': `import { Links } from './links';

export default function StaticPage() {
  return (
    <main>
      <h1>Bare Next app: static page</h1>
      <Links />
    </main>
  );
}
`,
    'app/dynamic/page.jsx': `import { connection } from 'next/server';
import { Links } from '../links';

export const dynamic = 'force-dynamic';

export default async function DynamicPage() {
  await connection(); // rendered for each request
  return (
    <main>
      <h1>Bare Next app: rendered at {new Date().toISOString()}</h1>
      <Links />
    </main>
  );
}
`,
  };
}

/** The deepest folder holding both paths (Turbopack's root for the bare app). */
export function commonAncestor(a: string, b: string): string {
  const root = parse(a).root;
  const left = a.slice(root.length).split(sep).filter(Boolean);
  const right = b.slice(root.length).split(sep).filter(Boolean);
  const shared: string[] = [];
  for (let index = 0; index < Math.min(left.length, right.length) && left[index] === right[index]; index += 1)
    shared.push(left[index]!);
  return join(root, ...shared);
}

/** Writes the bare app into `dir` (a new folder) and builds it; returns the path of its `next`. */
export function buildBareApp(dir: string, webDir: string): string {
  mkdirSync(dir, { recursive: true });
  const require = createRequire(join(webDir, 'package.json'));
  const packageDir = (name: string) => realpathSync(dirname(require.resolve(`${name}/package.json`)));
  const next = packageDir('next');
  for (const [path, text] of Object.entries(bareAppFiles(commonAncestor(realpathSync(dir), next)))) {
    mkdirSync(dirname(join(dir, path)), { recursive: true });
    writeFileSync(join(dir, path), text);
  }
  mkdirSync(join(dir, 'node_modules'));
  for (const name of ['next', 'react', 'react-dom']) symlinkSync(packageDir(name), join(dir, 'node_modules', name), 'dir');

  const bin = join(next, 'dist/bin/next');
  const build = spawnSync(process.execPath, [bin, 'build'], {
    cwd: dir,
    env: { ...process.env, NODE_ENV: 'production', NEXT_TELEMETRY_DISABLED: '1' },
    encoding: 'utf8',
  });
  if (build.status !== 0) {
    throw new Error(`The bare Next app did not build:\n${build.stdout}\n${build.stderr}`);
  }
  return bin;
}

/** Writes and builds the bare app in `dir`, then starts it with `next start` on a free port. */
export async function startBareApp(dir: string, webDir: string): Promise<RunningServer> {
  const bin = buildBareApp(dir, webDir);
  return new RunningServer({ label: 'bare app', cwd: dir, bin, port: await freePort(), env: {}, readyPath: BARE_STATIC_PATH });
}
