import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import S3rver from 's3rver';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LocalMediaStorage } from './local-storage';
import { S3MediaStorage } from './s3-storage';
import { describeStorageContract } from './storage-contract';

const root = mkdtempSync(join(tmpdir(), 'openshiur-media-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

describeStorageContract('local disk', () => local);
const local = new LocalMediaStorage(join(root, 'local'));

/**
 * The S3 adapter runs against s3rver (an S3 emulator on npm, started here in-process on a free
 * port). Should it fail to start, the S3 half is skipped with the reason, never silently passed.
 */
const BUCKET = 'media';
let s3: S3MediaStorage;
let s3Server: S3rver | undefined;
let endpoint = '';
const startProblem = await (async () => {
  try {
    s3Server = new S3rver({ port: 0, address: '127.0.0.1', silent: true, directory: join(root, 's3'), configureBuckets: [{ name: BUCKET, configs: [] }] });
    const { port } = await s3Server.run();
    endpoint = `http://127.0.0.1:${port}`;
    s3 = new S3MediaStorage({
      bucket: BUCKET,
      region: 'us-east-1',
      endpoint,
      forcePathStyle: true,
      credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
    });
    return undefined;
  } catch (error) {
    return `no S3 emulator could be started (${String(error)})`;
  }
})();
afterAll(async () => s3Server?.close());

describeStorageContract('S3-compatible (s3rver)', () => s3, { skip: startProblem });

(startProblem ? describe.skip : describe)('S3 uploads straight from the browser', () => {
  beforeAll(() => expect(s3).toBeDefined());

  it('takes parts sent with PUT to presigned addresses, then completes them into one file', async () => {
    const key = `upload${Date.now()}`;
    const first = new Uint8Array(5 * 1024 * 1024).fill(1);
    const last = new TextEncoder().encode('the end');
    const uploadId = await s3.startUpload(key, { contentType: 'audio/mpeg', fileName: 'shiur one.mp3' });
    const urls = await s3.partUrls(key, uploadId, 2);
    // Presigned without a body checksum: a browser's part would not match the empty body's.
    for (const url of urls) expect(new URL(url).searchParams.has('x-amz-checksum-crc32')).toBe(false);
    const etags = [];
    for (const [index, body] of [first, last].entries()) {
      const response = await fetch(urls[index]!, { method: 'PUT', body });
      expect(response.status).toBe(200);
      etags.push({ partNumber: index + 1, etag: response.headers.get('etag')! });
    }
    await s3.completeUpload(key, uploadId, etags);
    expect(await s3.stat(key)).toEqual({ size: first.length + last.length });
    const tail = await s3.read(key, { start: first.length, end: first.length + last.length - 1 });
    expect(await new Response(tail).text()).toBe('the end');
  });

  it('hands visitors a presigned address without S3_PUBLIC_URL, the public one with it', async () => {
    const key = `download${Date.now()}`;
    await s3.put(key, new TextEncoder().encode('%PDF-1.4 sample'), { contentType: 'application/pdf' });
    const presigned = await s3.downloadUrl(key);
    expect(presigned.permanent).toBe(false);
    const response = await fetch(presigned.url);
    expect(response.headers.get('content-type')).toBe('application/pdf');
    expect(await response.text()).toBe('%PDF-1.4 sample');

    const cdn = new S3MediaStorage({ bucket: BUCKET, region: 'us-east-1', endpoint, publicUrl: 'https://cdn.example.org/media/' });
    expect(await cdn.downloadUrl(key)).toEqual({ url: `https://cdn.example.org/media/${key}`, permanent: true });
  });
});
