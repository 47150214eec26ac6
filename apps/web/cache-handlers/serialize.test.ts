import { describe, expect, it } from 'vitest';
import { deserializeEntry, serializeEntry } from './serialize.mjs';

describe('serializeEntry / deserializeEntry', () => {
  it('round-trips a page entry with its Buffers and its Map of segments', () => {
    const entry = {
      lastModified: 1_700_000_000_000,
      tags: ['content', 'Series:3'],
      value: {
        kind: 'APP_PAGE',
        html: '<h1>Shiur</h1>',
        rscData: Buffer.from([0, 1, 2, 250, 255]),
        headers: { 'x-next-cache-tags': 'content,Series:3' },
        postponed: undefined,
        status: 200,
        segmentData: new Map([
          ['/_tree', Buffer.from('tree')],
          ['/_full', Buffer.from([0xff, 0xfe])],
        ]),
      },
    };
    const back = deserializeEntry(serializeEntry(entry)) as typeof entry;
    expect(Buffer.isBuffer(back.value.rscData)).toBe(true);
    expect(back.value.rscData.equals(entry.value.rscData)).toBe(true);
    expect(back.value.segmentData).toBeInstanceOf(Map);
    expect([...back.value.segmentData.keys()]).toEqual(['/_tree', '/_full']);
    expect(back.value.segmentData.get('/_full')!.equals(Buffer.from([0xff, 0xfe]))).toBe(true);
    expect(back.value.html).toBe(entry.value.html);
    expect(back.tags).toEqual(entry.tags);
  });

  it('keeps bytes as base64, not as an array of numbers', () => {
    const bytes = Buffer.alloc(3000, 7);
    expect(serializeEntry({ bytes }).length).toBeLessThan(4100);
  });

  it('accepts Uint8Arrays that are views into a larger buffer', () => {
    const whole = new Uint8Array([9, 9, 1, 2, 3, 9]);
    const back = deserializeEntry(serializeEntry({ part: whole.subarray(2, 5) })) as { part: Buffer };
    expect([...back.part]).toEqual([1, 2, 3]);
  });

  it('leaves ordinary objects alone', () => {
    const value = { a: { b: [1, 'x', null] }, type: 'Buffer', data: 'not bytes' };
    expect(deserializeEntry(serializeEntry(value))).toEqual(value);
  });
});
