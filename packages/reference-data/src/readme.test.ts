/**
 * Runs every ```ts example of README.md: imports of the package are wired to the sources, and each
 * line of the form `expression; // expected` must evaluate to the literal after `//`. Also checks
 * that the README documents every export of the package.
 */
import { readdirSync, readFileSync } from 'node:fs';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import packageJson from '../package.json';
import * as root from './index';
import * as bavli from './bavli/index';
import * as dirshu from './dirshu/index';
import * as enumerations from './enumerations';
import * as kitzur from './kitzur/index';
import * as mishnayot from './mishnayot/index';
import * as mishnehTorah from './mishneh-torah/index';
import * as mitzvot from './mitzvot/index';
import * as nach from './nach/index';
import * as parshiot from './parshiot/index';
import * as spelling from './spelling/index';
import * as yerushalmi from './yerushalmi/index';

const modules: Record<string, unknown> = {
  '@openshiur/reference-data': root,
  '@openshiur/reference-data/bavli': bavli,
  '@openshiur/reference-data/dirshu': dirshu,
  '@openshiur/reference-data/enumerations': enumerations,
  '@openshiur/reference-data/kitzur': kitzur,
  '@openshiur/reference-data/mishnayot': mishnayot,
  '@openshiur/reference-data/mishneh-torah': mishnehTorah,
  '@openshiur/reference-data/mitzvot': mitzvot,
  '@openshiur/reference-data/nach': nach,
  '@openshiur/reference-data/parshiot': parshiot,
  '@openshiur/reference-data/spelling': spelling,
  '@openshiur/reference-data/yerushalmi': yerushalmi,
};

const readme = readFileSync(new URL('../README.md', import.meta.url), 'utf8');
const examples = [...readme.matchAll(/```ts\n([\s\S]*?)```/g)].map((match) => match[1] ?? '');

/** Fenced ```ts examples of the TSDoc comments in src/, as [file, code] pairs. */
function tsdocExamples(): [string, string][] {
  const srcDir = new URL('./', import.meta.url);
  const files = readdirSync(srcDir, { recursive: true, encoding: 'utf8' }).filter(
    (file) => file.endsWith('.ts') && !file.endsWith('.test.ts'),
  );
  return files.flatMap((file) => {
    const source = readFileSync(new URL(file, srcDir), 'utf8');
    return [...source.matchAll(/\* ```ts\n([\s\S]*?)\* ```/g)].map(
      (match): [string, string] => [file, (match[1] ?? '').replace(/^\s*\* ?/gm, '')],
    );
  });
}

type Check = (actual: unknown, expected: () => unknown, source: string) => void;

/** Turns `import { a, b as c } from 'x';` into `const { a, b: c } = __modules['x'];`. */
function rewriteImports(code: string): string {
  return code.replace(/import\s*\{([^}]*)\}\s*from\s*'([^']+)';/g, (_, names: string, specifier: string) => {
    if (!(specifier in modules)) throw new Error(`README imports unknown entry point ${specifier}`);
    return `const {${names.replace(/\s+as\s+/g, ': ')}} = __modules['${specifier}'];`;
  });
}

/** Turns `expression; // expected` lines into checks. */
function rewriteChecks(code: string): string {
  return code
    .split('\n')
    .map((line) => {
      const match = /^(?!\s*\/\/)(?!\s*(?:const|let|import)\b)(.+?);\s*\/\/\s*(.+)$/.exec(line);
      if (!match) return line;
      const [, expression, expected] = match;
      return `__check(${expression}, () => (${expected}), ${JSON.stringify(line.trim())});`;
    })
    .join('\n');
}

function run(example: string): number {
  let checks = 0;
  const check: Check = (actual, expected, source) => {
    checks++;
    expect(actual, source).toEqual(expected());
  };
  const code = ts.transpileModule(rewriteChecks(rewriteImports(example)), {
    compilerOptions: { target: ts.ScriptTarget.ES2022, module: ts.ModuleKind.ESNext },
  }).outputText;
  new Function('__modules', '__check', code)(modules, check);
  return checks;
}

describe('README examples', () => {
  it('has examples', () => {
    expect(examples.length).toBeGreaterThan(10);
  });

  it.each(examples.map((example, index) => [index + 1, example] as const))('example %i runs and holds', (_, example) => {
    expect(run(example)).toBeGreaterThan(0);
  });

  it('answers the four newcomer questions in one line each', () => {
    const first = examples[0] ?? '';
    for (const line of [
      "mishnayotInPerek('Berachos', 3); // 6",
      "resolveMasechta('Bava Kama')?.hebrewName; // 'בבא קמא'",
      "perekForDaf('Yevamos', 50); // 5",
      "mitzvahForDate('2026-01-05'); // 196",
    ]) {
      expect(first).toContain(line);
    }
  });
});

describe('TSDoc examples', () => {
  it.each(tsdocExamples())('%s example runs and holds', (_, example) => {
    expect(run(example)).toBeGreaterThan(0);
  });
});

describe('README coverage', () => {
  it('documents every export of the package', () => {
    for (const name of Object.keys(root)) expect(readme, name).toContain(`\`${name}\``);
  });

  it('lists every entry point of package.json', () => {
    for (const subpath of Object.keys(packageJson.exports).filter((key) => key !== './package.json')) {
      const specifier = subpath === '.' ? '@openshiur/reference-data' : `@openshiur/reference-data${subpath.slice(1)}`;
      expect(readme, specifier).toContain(`\`${specifier}\``);
      expect(modules, specifier).toHaveProperty([specifier]);
    }
  });
});
