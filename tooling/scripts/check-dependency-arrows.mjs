#!/usr/bin/env node
// The README states which workspace package depends on which ("Dependencies point one way: …").
// This compares that sentence with the packages' own dependencies, so the documented arrows cannot
// drift from the code. Part of `pnpm test`.
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '../..');
const readme = readFileSync(join(root, 'README.md'), 'utf8').replace(/\s+/g, ' ');
const sentence = readme.match(/Dependencies point one way: (.*?) depend on no workspace package\./)?.[1];
if (!sentence) {
  console.error('README.md has no "Dependencies point one way: …" sentence.');
  process.exit(1);
}

const folders = { web: 'apps/web', 'reference-data': 'packages/reference-data', ui: 'packages/ui', auth: 'packages/auth', graphql: 'packages/graphql', search: 'packages/search', db: 'packages/db' };
const short = (name) => name.replace(/^apps\//, '').replace(/^@openshiur\//, '');
/** The README's arrows: `from` → `to`, `to`; … and the last clause's packages with no arrows. */
const documented = new Map(Object.keys(folders).map((name) => [name, new Set()]));
for (const clause of sentence.split(';')) {
  const [from, to] = clause.split('→');
  if (!to) continue;
  const source = short(from.match(/`([^`]+)`/)[1]);
  for (const [, target] of to.split('. ')[0].matchAll(/`([^`]+)`/g)) documented.get(source)?.add(short(target));
}

let problems = 0;
for (const [name, folder] of Object.entries(folders)) {
  const manifest = JSON.parse(readFileSync(join(root, folder, 'package.json'), 'utf8'));
  const actual = new Set(
    Object.keys({ ...manifest.dependencies, ...manifest.peerDependencies })
      .filter((dependency) => dependency.startsWith('@openshiur/'))
      .map(short),
  );
  const said = documented.get(name);
  const missing = [...actual].filter((dependency) => !said.has(dependency));
  const extra = [...said].filter((dependency) => !actual.has(dependency));
  if (missing.length || extra.length) {
    problems++;
    console.error(`✖ ${name}: the README ${missing.length ? `omits ${missing.join(', ')}` : ''}${missing.length && extra.length ? ' and ' : ''}${extra.length ? `names ${extra.join(', ')} it does not depend on` : ''}`);
  }
}
console.info(`dependency arrows: ${problems ? `${problems} package(s) differ from the README` : 'the README matches every package'}`);
process.exit(problems ? 1 : 0);
