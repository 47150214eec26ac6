/**
 * Writes generated data modules deterministically: same input, byte-identical output, so that a
 * re-run of the generator produces no diff and `generate:check` can compare files exactly.
 */
import { readFileSync, writeFileSync } from 'node:fs';

export interface GeneratedExport {
  /** Exported constant name. */
  readonly name: string;
  /** TSDoc for the constant: what it is and where it comes from. */
  readonly doc: string;
  /** TypeScript type annotation (without `readonly` wrapping; the writer adds `as const` semantics by annotation). */
  readonly type: string;
  readonly value: unknown;
}

export interface GeneratedModule {
  /** File name under src/data/, e.g. `daf-yomi.generated.ts`. */
  readonly file: string;
  /** One line saying which upstream tables the module is derived from. */
  readonly source: string;
  /** Type-only imports the module needs (full import statements). */
  readonly imports?: readonly string[];
  readonly exports: readonly GeneratedExport[];
}

/** Serialises a value as TypeScript source; short arrays of primitives stay on one line. */
export function toSource(value: unknown, indent = ''): string {
  const inner = `${indent}  `;
  if (Array.isArray(value)) {
    if (value.length === 0) return '[]';
    if (value.every((item) => typeof item !== 'object' || item === null)) {
      const oneLine = `[${value.map((item) => toSource(item)).join(', ')}]`;
      if (oneLine.length + indent.length <= 100) return oneLine;
    }
    return `[\n${value.map((item) => `${inner}${toSource(item, inner)},`).join('\n')}\n${indent}]`;
  }
  if (typeof value === 'object' && value !== null) {
    const entries = Object.entries(value).filter(([, v]) => v !== undefined);
    const parts = entries.map(([key, v]) => `${propertyKey(key)}: ${toSource(v, inner)}`);
    const oneLine = `{ ${parts.join(', ')} }`;
    if (!oneLine.includes('\n') && oneLine.length + indent.length <= 100) return oneLine;
    return `{\n${parts.map((part) => `${inner}${part},`).join('\n')}\n${indent}}`;
  }
  if (typeof value === 'string') return `'${value.replace(/\\/g, '\\\\').replace(/'/g, "\\'")}'`;
  return String(value);
}

function propertyKey(key: string): string {
  return /^[A-Za-z_$][\w$]*$/.test(key) ? key : toSource(key);
}

export function renderModule(module: GeneratedModule): string {
  const header = [
    '// GENERATED FILE: do not edit by hand.',
    '// Regenerate with `pnpm --filter @openshiur/reference-data generate` (scripts/generate-data.ts).',
    `// Source: ${module.source}`,
    '',
  ];
  const imports = module.imports && module.imports.length > 0 ? [...module.imports, ''] : [];
  const body = module.exports.map(
    (entry) => `/**\n${entry.doc
      .split('\n')
      .map((line) => (line ? ` * ${line}` : ' *'))
      .join('\n')}\n */\nexport const ${entry.name}: ${entry.type} = ${toSource(entry.value)};\n`,
  );
  return [...header, ...imports, body.join('\n')].join('\n');
}

/** Writes the module, or in check mode reports whether the file on disk differs. Returns true when up to date. */
export function writeModule(path: string, content: string, check: boolean): boolean {
  let existing: string | undefined;
  try {
    existing = readFileSync(path, 'utf8');
  } catch {
    existing = undefined;
  }
  if (existing === content) return true;
  if (!check) writeFileSync(path, content);
  return false;
}
