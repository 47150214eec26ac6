import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { readDurationSeconds } from './media-duration';
import { LocalMediaStorage } from './storage/local-storage';
import { sampleWav } from '../sample-wav';

const dir = mkdtempSync(join(tmpdir(), 'openshiur-duration-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
const storage = new LocalMediaStorage(dir);

describe('reading a recording length with music-metadata', () => {
  it('reads a WAV file length from storage', async () => {
    const file = sampleWav(7);
    await storage.put('seven', file);
    expect(await readDurationSeconds(storage, 'seven', { contentType: 'audio/wav', size: file.length })).toBe(7);
  });

  it('answers null for a file it cannot read, and for one that is not there', async () => {
    const junk = new TextEncoder().encode('RIFF but not really a wave file at all');
    await storage.put('junk', junk);
    expect(await readDurationSeconds(storage, 'junk', { contentType: 'audio/wav', size: junk.length })).toBeNull();
    expect(await readDurationSeconds(storage, 'missing', { contentType: 'audio/wav', size: 1 })).toBeNull();
  });
});
