import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import S3rver from 's3rver';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { MediaFile } from '@openshiur/db';
import { S3MediaStorage } from './storage/s3-storage';
import { sampleWav } from '../sample-wav';

// The rows live in the site's database elsewhere; here in a map, so only S3 is real.
const rows = new Map<string, MediaFile>();
vi.mock('./media-records', () => ({
  createMediaRecord: async (record: Omit<MediaFile, 'createdAt' | 'completedAt' | 'durationSeconds'>) => {
    rows.set(record.id, { ...record, durationSeconds: null, createdAt: new Date(), completedAt: null });
  },
  findMediaRecord: async (id: string) => rows.get(id) ?? null,
  completeMediaRecord: async (id: string, durationSeconds: number | null) => {
    const row = rows.get(id);
    if (!row) return null;
    const completed = { ...row, durationSeconds, completedAt: new Date() };
    rows.set(id, completed);
    return completed;
  },
  deleteMediaRecord: async (id: string) => void rows.delete(id),
}));
// As a site with a bucket would be configured, in S3's smallest parts (read when env.ts loads).
process.env.S3_BUCKET = 'media';
process.env.MEDIA_UPLOAD_CHUNK_MB = '5';
const { completeDirectUpload, startDirectUpload } = await import('./direct-uploads');

const editor = { subject: 'editor-1', name: 'Sample Editor', email: 'editor@example.org' };

const root = mkdtempSync(join(tmpdir(), 'openshiur-direct-'));
let server: S3rver;
let storage: S3MediaStorage;
beforeAll(async () => {
  server = new S3rver({ port: 0, address: '127.0.0.1', silent: true, directory: root, configureBuckets: [{ name: 'media', configs: [] }] });
  const { port } = await server.run();
  storage = new S3MediaStorage({ bucket: 'media', region: 'us-east-1', endpoint: `http://127.0.0.1:${port}`, forcePathStyle: true, credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' } });
});
afterAll(async () => {
  await server?.close();
  rmSync(root, { recursive: true, force: true });
});

/** What the browser does (client/direct-upload.ts): PUT each part to its address, keep the ETags. */
async function sendParts(file: Uint8Array, partSize: number, urls: string[]) {
  const parts = [];
  for (const [index, url] of urls.entries()) {
    const response = await fetch(url, { method: 'PUT', body: Buffer.from(file.subarray(index * partSize, (index + 1) * partSize)) });
    parts.push({ partNumber: index + 1, etag: response.headers.get('etag')! });
  }
  return parts;
}

describe('uploads straight to S3', () => {
  it('presigns the parts, joins them, reads the length and records the file', async () => {
    const file = sampleWav(400); // 6.4 MB: two parts of at least 5 MB
    const head = Buffer.from(file.subarray(0, 64)).toString('base64');
    const started = await startDirectUpload(storage, { kind: 'audio', fileName: 'Long shiur.wav', size: file.length, head }, editor);
    if (!('ok' in started)) throw new Error(started.message);
    const { id, uploadId, partSize, partUrls } = started.ok;
    expect(partSize).toBe(5 * 1024 * 1024);
    expect(partUrls).toHaveLength(2);
    expect(rows.get(id)).toMatchObject({ storage: 's3', fileName: 'Long-shiur.wav', contentType: 'audio/wav', completedAt: null, uploadedBy: editor });

    const done = await completeDirectUpload(storage, id, { uploadId, parts: await sendParts(file, partSize, partUrls) });
    expect(done).toEqual({
      ok: { id, address: `/media/files/${id}/Long-shiur.wav`, fileName: 'Long-shiur.wav', contentType: 'audio/wav', sizeBytes: file.length, durationSeconds: 400 },
    });
    expect(rows.get(id)?.completedAt).toBeInstanceOf(Date);
  });

  it('refuses a file whose stored bytes are not what it declared, and removes it', async () => {
    const declared = sampleWav(1);
    const sent = new TextEncoder().encode('MZ this is a program, not a recording'.padEnd(declared.length, '.'));
    const head = Buffer.from(declared.subarray(0, 64)).toString('base64');
    const started = await startDirectUpload(storage, { kind: 'audio', fileName: 'x.wav', size: declared.length, head }, editor);
    if (!('ok' in started)) throw new Error(started.message);
    const { id, uploadId, partSize, partUrls } = started.ok;
    const done = await completeDirectUpload(storage, id, { uploadId, parts: await sendParts(sent, partSize, partUrls) });
    expect(done).toMatchObject({ status: 415 });
    expect(rows.has(id)).toBe(false);
    expect(await storage.stat(id)).toBeNull();
  });

  it('refuses before anything is sent: the wrong type, too large, or a malformed request', async () => {
    const pdfHead = Buffer.from('%PDF-1.7').toString('base64');
    expect(await startDirectUpload(storage, { kind: 'audio', fileName: 'a.mp3', size: 100, head: pdfHead }, editor)).toMatchObject({ status: 415 });
    expect(await startDirectUpload(storage, { kind: 'document', fileName: 'a.pdf', size: 51 * 1024 ** 2, head: pdfHead }, editor)).toMatchObject({ status: 413 });
    expect(await startDirectUpload(storage, { kind: 'document' }, editor)).toMatchObject({ status: 400 });
  });
});
