import { describe, expect, it } from 'vitest';
import type { MediaStorage } from './types';

/**
 * What every MediaStorage adapter must do, as one suite run against each (storage.test.ts).
 * `storage()` is read when the tests run, so an adapter may start its server in a beforeAll.
 */
export function describeStorageContract(name: string, storage: () => MediaStorage, options: { skip?: string } = {}) {
  const title = options.skip ? `${name} (skipped: ${options.skip})` : name;
  (options.skip ? describe.skip : describe)(`MediaStorage contract: ${title}`, () => {
    const bytes = Uint8Array.from({ length: 200_000 }, (_, index) => (index * 7 + 3) % 256);
    const key = () => `contract-${Math.random().toString(36).slice(2)}`;
    const text = async (stream: ReadableStream<Uint8Array> | null) => new Uint8Array(await new Response(stream).arrayBuffer());

    it('stores a file and tells its size', async () => {
      const id = key();
      await storage().put(id, bytes, { contentType: 'audio/wav' });
      expect(await storage().stat(id)).toEqual({ size: bytes.length });
      expect(await text(await storage().read(id))).toEqual(bytes);
    });

    it('reads a byte range, ends included, and the last byte alone', async () => {
      const id = key();
      await storage().put(id, bytes, { contentType: 'audio/wav' });
      expect(await text(await storage().read(id, { start: 1000, end: 1999 }))).toEqual(bytes.subarray(1000, 2000));
      expect(await text(await storage().read(id, { start: bytes.length - 1, end: bytes.length - 1 }))).toEqual(bytes.subarray(-1));
    });

    it('answers null for a file that is not there', async () => {
      expect(await storage().stat(key())).toBeNull();
      expect(await storage().read(key())).toBeNull();
    });

    it('removes a file, and removing it again is not an error', async () => {
      const id = key();
      await storage().put(id, bytes.subarray(0, 10), { contentType: 'application/pdf' });
      await storage().remove(id);
      expect(await storage().stat(id)).toBeNull();
      await expect(storage().remove(id)).resolves.toBeUndefined();
    });

    it('refuses keys that could leave its folder or bucket', async () => {
      await expect(storage().put('../escape', bytes, { contentType: 'audio/wav' })).rejects.toThrow(/Not a media storage key/);
      await expect(storage().stat('a/b')).rejects.toThrow(/Not a media storage key/);
    });
  });
}
