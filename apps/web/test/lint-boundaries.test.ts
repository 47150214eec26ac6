import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

/**
 * The boundaries the linter keeps (eslint.config.js here, and the shared base config): each case
 * plants one violation in a file that does not exist, lints it with the real configuration and
 * expects exactly the rule that guards it to fire; the allowed form next to it must pass.
 */
const web = fileURLToPath(new URL('..', import.meta.url));
const searchPackage = fileURLToPath(new URL('../../../packages/search', import.meta.url));

async function rulesFired(cwd: string, filePath: string, code: string): Promise<string[]> {
  const eslint = new ESLint({ cwd });
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? []).map((message) => message.ruleId ?? `fatal: ${message.message}`);
}

const RESTRICTED = '@typescript-eslint/no-restricted-imports';

describe('where code runs', () => {
  it('a client component may not import the database package', async () => {
    const code = `'use client';\nimport { getDatabase } from '@openshiur/db';\nexport const planted = getDatabase;\n`;
    expect(await rulesFired(web, 'src/features/post/client/Planted.tsx', code)).toEqual([RESTRICTED]);
  });

  it("a client component may not import the search package's server entry, but may import its client entry", async () => {
    const server = `'use client';\nimport { createBuiltInSearch } from '@openshiur/search';\nexport const planted = createBuiltInSearch;\n`;
    expect(await rulesFired(web, 'src/features/search/client/Planted.tsx', server)).toEqual([RESTRICTED]);
    const client = `'use client';\nimport { highlightRanges } from '@openshiur/search/client';\nexport const planted = highlightRanges;\n`;
    expect(await rulesFired(web, 'src/features/search/client/Planted.tsx', client)).toEqual([]);
  });

  it('a shared helper may not import the server wiring or the server env', async () => {
    const wiring = `import { database } from '@/server/services';\nexport const planted = database;\n`;
    expect(await rulesFired(web, 'src/lib/planted.ts', wiring)).toEqual([RESTRICTED]);
    const serverEnv = `import { env } from '@/env';\nexport const planted = env;\n`;
    expect(await rulesFired(web, 'src/features/post/planted.ts', serverEnv)).toEqual([RESTRICTED]);
  });

  it('a server module may import both', async () => {
    const code = `import 'server-only';\nimport { getDatabase } from '@openshiur/db';\nimport { database } from '@/server/services';\nexport const planted = [getDatabase, database];\n`;
    expect(await rulesFired(web, 'src/features/post/server/planted.ts', code)).toEqual([]);
  });

  it('type-only imports of a server entry are allowed (they are erased)', async () => {
    const code = `import type { PostFacet } from '@openshiur/search';\nexport type Planted = PostFacet;\n`;
    expect(await rulesFired(web, 'src/features/search/planted.ts', code)).toEqual([]);
  });

  it("a 'use client' module outside a client/ folder is an error", async () => {
    const code = `'use client';\nexport function Planted() {\n  return null;\n}\n`;
    expect(await rulesFired(web, 'src/features/post/Planted.tsx', code)).toEqual(['placement/use-client-in-client-folder']);
    expect(await rulesFired(web, 'src/features/post/client/Planted.tsx', code)).toEqual([]);
  });
});

describe('the environment is read in the env modules only', () => {
  it('process.env in a web module is an error, and allowed in src/env.ts', async () => {
    const code = `export const planted = process.env.PLANTED;\n`;
    expect(await rulesFired(web, 'src/features/post/server/planted.ts', code)).toEqual(['no-restricted-properties']);
    expect(await rulesFired(web, 'src/env.ts', code)).toEqual([]);
  });

  it('process.env in a package module is an error too', async () => {
    const code = `export const planted = process.env.PLANTED;\n`;
    expect(await rulesFired(searchPackage, 'src/planted.ts', code)).toEqual(['no-restricted-properties']);
  });
});
