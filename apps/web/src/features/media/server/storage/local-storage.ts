import 'server-only';
import { createReadStream } from 'node:fs';
import { mkdir, rm, stat, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { Readable } from 'node:stream';
import { checkKey, type MediaStorage, type ReadRange, type StoredObject } from './types';

/**
 * Files on the server's own disk, one per id in `directory` (MEDIA_DIR). The tus upload server
 * writes into the same folder (`{id}` and its state in `{id}.json`), so a finished upload is
 * already where it is served from.
 */
export class LocalMediaStorage implements MediaStorage {
  readonly kind = 'local' as const;
  readonly directory: string;

  constructor(directory: string) {
    this.directory = resolve(directory);
  }

  pathOf(key: string): string {
    return join(this.directory, checkKey(key));
  }

  async put(key: string, body: Uint8Array): Promise<void> {
    await mkdir(this.directory, { recursive: true });
    await writeFile(this.pathOf(key), body);
  }

  async stat(key: string): Promise<StoredObject | null> {
    try {
      const found = await stat(this.pathOf(key));
      return found.isFile() ? { size: found.size } : null;
    } catch (error) {
      if (isMissing(error)) return null;
      throw error;
    }
  }

  async read(key: string, range?: ReadRange): Promise<ReadableStream<Uint8Array> | null> {
    if (!(await this.stat(key))) return null;
    // Streamed from disk in 64 KB pieces: a 2 GB video never sits in memory. Cancelling the web
    // stream (the listener seeked elsewhere) destroys the file stream and closes the file.
    const stream = createReadStream(this.pathOf(key), range ? { start: range.start, end: range.end } : {});
    return Readable.toWeb(stream) as ReadableStream<Uint8Array>;
  }

  async remove(key: string): Promise<void> {
    await rm(this.pathOf(key), { force: true });
  }
}

function isMissing(error: unknown): boolean {
  return typeof error === 'object' && error !== null && 'code' in error && (error.code === 'ENOENT' || error.code === 'ENOTDIR');
}
