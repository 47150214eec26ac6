import { describe, expect, it } from 'vitest';
import { fileResponse, type ServedFile } from './serve-media';

const content = new TextEncoder().encode('0123456789abcdefghij');
const file: ServedFile = { id: 'f00d', fileName: 'Shiur ברכות.mp3', contentType: 'audio/mpeg', size: content.length };
const opened: { start: number; end: number }[] = [];
const open = async (range: { start: number; end: number }) => {
  opened.push(range);
  return new Response(content.slice(range.start, range.end + 1)).body;
};
const get = (headers: Record<string, string> = {}, method = 'GET') =>
  fileResponse(new Request('http://site.test/media/files/f00d/x', { method, headers }), file, open);

describe('serving a stored file', () => {
  it('sends the whole file with its type, length, validator and a year of caching', async () => {
    const response = await get();
    expect(response.status).toBe(200);
    expect(Object.fromEntries(response.headers)).toMatchObject({
      'accept-ranges': 'bytes',
      'cache-control': 'public, max-age=31536000, immutable',
      'content-length': '20',
      'content-type': 'audio/mpeg',
      etag: '"f00d-k"',
      'content-disposition': "inline; filename*=UTF-8''Shiur%20%D7%91%D7%A8%D7%9B%D7%95%D7%AA.mp3",
    });
    expect(await response.text()).toBe('0123456789abcdefghij');
  });

  it('sends the range a player asks for as 206 with Content-Range, reading only those bytes', async () => {
    opened.length = 0;
    const response = await get({ range: 'bytes=5-9' });
    expect(response.status).toBe(206);
    expect(response.headers.get('content-range')).toBe('bytes 5-9/20');
    expect(response.headers.get('content-length')).toBe('5');
    expect(await response.text()).toBe('56789');
    expect(opened).toEqual([{ start: 5, end: 9 }]);
    expect(await (await get({ range: 'bytes=-3' })).text()).toBe('hij');
    expect(await (await get({ range: 'bytes=18-' })).text()).toBe('ij');
  });

  it('answers 416 with the size for a range past the end', async () => {
    const response = await get({ range: 'bytes=20-' });
    expect(response.status).toBe(416);
    expect(response.headers.get('content-range')).toBe('bytes */20');
  });

  it('answers HEAD with the headers only, and 304 to a browser whose copy is current', async () => {
    opened.length = 0;
    const head = await get({ range: 'bytes=0-1' }, 'HEAD');
    expect(head.status).toBe(206);
    expect(head.headers.get('content-length')).toBe('2');
    expect(await head.text()).toBe('');
    const cached = await get({ 'if-none-match': '"f00d-k"' });
    expect(cached.status).toBe(304);
    expect(cached.headers.get('etag')).toBe('"f00d-k"');
    expect(opened).toEqual([]);
  });

  it('sends the whole file when If-Range names another version', async () => {
    const response = await get({ range: 'bytes=0-1', 'if-range': '"other"' });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-length')).toBe('20');
  });
});
