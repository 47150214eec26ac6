/**
 * Runs the examples of README.md:
 * - every ```tsx block is a module importing only `@openshiur/ui`, `react` and
 *   `styled-components`, with `export default function Example()`. The blocks are written to
 *   `.readme-tmp/` with the package import pointed at the sources, type-checked with the package's
 *   tsconfig, imported and rendered; rendering must not throw nor log an error.
 * - every ```ts block runs with the package's exports in scope, and each line of the form
 *   `expression; // expected` must evaluate to the literal after `//` (so do the ```ts examples in
 *   the TSDoc of the components).
 * Also checks that the README names every export of the package. Blocks fenced
 * ```tsx filename=… need a framework (Next.js) and are only shown.
 */
import { mkdirSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { render } from '@testing-library/react';
import type { ComponentType } from 'react';
import ts from 'typescript';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import * as root from './index';

const srcDir = dirname(fileURLToPath(import.meta.url));
const packageDir = dirname(srcDir);
const tmpDir = join(packageDir, '.readme-tmp');
const readme = readFileSync(join(packageDir, 'README.md'), 'utf8');

interface Fence {
  info: string;
  code: string;
}

const fences: Fence[] = [...readme.matchAll(/^```([^\n]*)\n([\s\S]*?)^```$/gm)].map((match) => ({
  info: (match[1] ?? '').trim(),
  code: match[2] ?? '',
}));
const tsxExamples = fences.filter((fence) => fence.info === 'tsx').map((fence) => fence.code);
const tsExamples = fences.filter((fence) => fence.info === 'ts').map((fence) => fence.code);

const allowedImports = new Set(['@openshiur/ui', '@openshiur/ui/client', 'react', 'styled-components']);
const exampleFile = (index: number) =>
  join(tmpDir, `example-${String(index + 1).padStart(2, '0')}.tsx`);

/** The ```ts examples in the TSDoc comments of the components, as [file, code] pairs. */
function tsdocExamples(): [string, string][] {
  const dir = join(srcDir, 'components');
  return readdirSync(dir)
    .filter((file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file))
    .flatMap((file) => {
      const source = readFileSync(join(dir, file), 'utf8');
      return [...source.matchAll(/\* ```ts\n([\s\S]*?)\* ```/g)].map((match): [string, string] => [
        file,
        (match[1] ?? '').replace(/^\s*\* ?/gm, ''),
      ]);
    });
}

/** Runs a ```ts example with every export in scope; returns the number of `// expected` checks. */
function runTs(example: string): number {
  let checks = 0;
  const check = (actual: unknown, expected: () => unknown, source: string) => {
    checks++;
    expect(actual, source).toEqual(expected());
  };
  const withChecks = example
    .split('\n')
    .map((line) => {
      const match = /^(?!\s*\/\/)(?!\s*(?:const|let|import)\b)(.+?);\s*\/\/\s*(.+)$/.exec(line);
      if (!match) return line;
      return `__check(${match[1]}, () => (${match[2]}), ${JSON.stringify(line.trim())});`;
    })
    .join('\n');
  const code = ts.transpileModule(withChecks, {
    compilerOptions: { target: ts.ScriptTarget.ES2022, module: ts.ModuleKind.ESNext },
  }).outputText;
  const names = Object.keys(root);
  new Function('__check', ...names, code)(
    check,
    ...names.map((name) => (root as Record<string, unknown>)[name]),
  );
  return checks;
}

beforeAll(() => {
  rmSync(tmpDir, { recursive: true, force: true });
  mkdirSync(tmpDir, { recursive: true });
  tsxExamples.forEach((code, index) => {
    writeFileSync(
      exampleFile(index),
      code.replace(/from '@openshiur\/ui'/g, "from '../src/index'").replace(/from '@openshiur\/ui\/client'/g, "from '../src/client/index'"),
    );
  });
});

afterAll(() => {
  rmSync(tmpDir, { recursive: true, force: true });
});

describe('README tsx examples', () => {
  it('has examples, and only known fences', () => {
    expect(tsxExamples.length).toBeGreaterThanOrEqual(15);
    for (const fence of fences) {
      expect(
        ['tsx', 'ts', 'sh'].includes(fence.info) || /^tsx filename=\S+$/.test(fence.info),
        fence.info,
      ).toBe(true);
    }
  });

  it.each(tsxExamples.map((code, index) => [index + 1, code] as const))(
    'example %i is a module importing only the package, react and styled-components',
    (_, code) => {
      expect(code).toMatch(/^export default function Example\(\)/m);
      const specifiers = [...code.matchAll(/^import\s[\s\S]*?from\s+'([^']+)';/gm)].map(
        (match) => match[1],
      );
      expect(specifiers.length).toBeGreaterThan(0);
      for (const specifier of specifiers)
        expect(allowedImports, String(specifier)).toContain(specifier);
    },
  );

  it('type-checks', () => {
    const configPath = join(packageDir, 'tsconfig.json');
    const config = ts.getParsedCommandLineOfConfigFile(
      configPath,
      {},
      {
        ...ts.sys,
        onUnRecoverableConfigFileDiagnostic: (diagnostic) => {
          throw new Error(ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n'));
        },
      },
    );
    if (!config) throw new Error('cannot read tsconfig.json');
    const files = tsxExamples.map((_, index) => exampleFile(index));
    // Only the examples are checked (the sources are by `pnpm typecheck`), without the test types.
    const program = ts.createProgram(files, { ...config.options, types: [], noEmit: true });
    const diagnostics = files.flatMap((file) => {
      const source = program.getSourceFile(file);
      if (!source) throw new Error(`not in the program: ${file}`);
      return [
        ...program.getSyntacticDiagnostics(source),
        ...program.getSemanticDiagnostics(source),
      ];
    });
    const messages = diagnostics.map((diagnostic) => {
      const { line } = diagnostic.file!.getLineAndCharacterOfPosition(diagnostic.start ?? 0);
      return `${diagnostic.file!.fileName.slice(tmpDir.length + 1)}:${line + 1} ${ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n')}`;
    });
    expect(messages).toEqual([]);
  }, 180_000);

  it.each(tsxExamples.map((_, index) => [index + 1] as const))(
    'example %i renders without errors',
    async (number) => {
      const module = (await import(
        /* @vite-ignore */ pathToFileURL(exampleFile(number - 1)).href
      )) as {
        default: ComponentType;
      };
      const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
      try {
        render(<module.default />);
        expect(errors).not.toHaveBeenCalled();
      } finally {
        errors.mockRestore();
      }
    },
  );
});

describe('README ts examples', () => {
  it.each(tsExamples.map((code, index) => [index + 1, code] as const))(
    'example %i runs and holds',
    (_, code) => {
      expect(runTs(code)).toBeGreaterThan(0);
    },
  );
});

describe('TSDoc ts examples', () => {
  it.each(tsdocExamples())('%s example runs and holds', (_, code) => {
    expect(runTs(code)).toBeGreaterThan(0);
  });
});

describe('README coverage', () => {
  it('names every export of the package', () => {
    for (const name of Object.keys(root)) expect(readme, name).toContain(`\`${name}\``);
  });

  it('names every exported type', () => {
    const index = readFileSync(join(srcDir, 'index.ts'), 'utf8');
    const modules = [...index.matchAll(/^export \* from '\.\/([^']+)';$/gm)].map(
      (match) => match[1] ?? '',
    );
    const types = modules.flatMap((module) => {
      const file = [`${module}.ts`, `${module}.tsx`]
        .map((name) => join(srcDir, name))
        .find((path) => {
          try {
            readFileSync(path);
            return true;
          } catch {
            return false;
          }
        });
      if (!file) throw new Error(`cannot find ${module}`);
      return [...readFileSync(file, 'utf8').matchAll(/^export (?:interface|type) (\w+)/gm)].map(
        (match) => match[1] ?? '',
      );
    });
    expect(types.length).toBeGreaterThan(20);
    for (const name of types) expect(readme, name).toContain(`\`${name}\``);
  });

  it('names both entry points', () => {
    expect(readme).toContain('`@openshiur/ui`');
    expect(readme).toContain('`@openshiur/ui/client`');
    expect(readme).toContain('## Interactive components (`@openshiur/ui/client`)');
  });
});
