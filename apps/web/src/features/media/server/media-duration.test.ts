import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { readDurationSeconds } from './media-duration';
import { LocalMediaStorage } from './storage/local-storage';

/** A mono 16-bit PCM WAV of `seconds` of a 440 Hz tone. */
function wav(seconds: number, rate = 8000): Uint8Array {
  const samples = seconds * rate;
  const buffer = Buffer.alloc(44 + samples * 2);
  buffer.write('RIFF', 0);
  buffer.writeUInt32LE(36 + samples * 2, 4);
  buffer.write('WAVEfmt ', 8);
  buffer.writeUInt32LE(16, 16);
  buffer.writeUInt16LE(1, 20);
  buffer.writeUInt16LE(1, 22);
  buffer.writeUInt32LE(rate, 24);
  buffer.writeUInt32LE(rate * 2, 28);
  buffer.writeUInt16LE(2, 32);
  buffer.writeUInt16LE(16, 34);
  buffer.write('data', 36);
  buffer.writeUInt32LE(samples * 2, 40);
  for (let i = 0; i < samples; i++) buffer.writeInt16LE(Math.round(8000 * Math.sin((2 * Math.PI * 440 * i) / rate)), 44 + i * 2);
  return new Uint8Array(buffer);
}

const dir = mkdtempSync(join(tmpdir(), 'openshiur-duration-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
const storage = new LocalMediaStorage(dir);

describe('reading a recording length with music-metadata', () => {
  it('reads a WAV file length from storage', async () => {
    const file = wav(7);
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
