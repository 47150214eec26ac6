/**
 * Small values the embedded provider and the site keep on disk under `.data/`, so a restart of the
 * demo keeps its signing keys (sessions stay valid), its client secret and its accounts. Files are
 * written owner-only and replaced atomically (write, then rename), so a crash never leaves half a file.
 */
import { randomBytes } from 'node:crypto';
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import { dirname } from 'node:path';

export async function writeFileAtomic(file: string, content: string): Promise<void> {
  await mkdir(dirname(file), { recursive: true, mode: 0o700 });
  const temporary = `${file}.${process.pid}.${randomBytes(4).toString('hex')}.tmp`;
  await writeFile(temporary, content, { mode: 0o600 });
  await rename(temporary, file);
}

async function readIfPresent(file: string): Promise<string | undefined> {
  try {
    return await readFile(file, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
}

/**
 * A JSON value stored in `file`, created with `create()` the first time. `parse` validates what was
 * read: a corrupt file fails loudly rather than silently replacing keys in use.
 */
export async function loadOrCreateJson<T>(
  file: string,
  parse: (value: unknown) => T,
  create: () => Promise<T> | T,
): Promise<T> {
  const existing = await readIfPresent(file);
  if (existing !== undefined) {
    try {
      return parse(JSON.parse(existing));
    } catch (error) {
      throw new Error(`${file} is not valid; delete it to start over`, { cause: error });
    }
  }
  const value = await create();
  await writeFileAtomic(file, `${JSON.stringify(value, null, 2)}\n`);
  return value;
}

/** A random secret (base64url, `bytes` of entropy) kept in `file`. */
export async function loadOrCreateSecret(file: string, bytes = 32): Promise<string> {
  const existing = (await readIfPresent(file))?.trim();
  if (existing) return existing;
  const secret = randomBytes(bytes).toString('base64url');
  await writeFileAtomic(file, `${secret}\n`);
  return secret;
}
