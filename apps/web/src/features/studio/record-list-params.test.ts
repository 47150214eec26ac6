import { describe, expect, it } from 'vitest';
import { parseRecordListState, recordListHref } from './record-list-params';

describe('a studio record list in its address', () => {
  it('reads words and a page, dropping what the API would refuse', () => {
    expect(parseRecordListState({ q: ' siyum ', page: '3' })).toEqual({ q: 'siyum', page: 3 });
    expect(parseRecordListState({ q: ['a', 'b'], page: '0' })).toEqual({ q: 'a', page: 1 });
    expect(parseRecordListState({ page: '2.5' }).page).toBe(1);
    expect(parseRecordListState({ q: 'x'.repeat(300) }).q).toHaveLength(200);
  });

  it('writes the address back, new words starting at page 1', () => {
    const state = { q: 'daf yomi', page: 4 };
    expect(recordListHref('/studio/series', state, { page: 5 })).toBe('/studio/series?q=daf+yomi&page=5');
    expect(recordListHref('/studio/series', state, { q: 'other' })).toBe('/studio/series?q=other');
    expect(recordListHref('/studio/tags', { q: '', page: 1 })).toBe('/studio/tags');
  });
});

describe('the note after a delete', () => {
  it('names what was deleted, from the address', async () => {
    const { deletedNameOf } = await import('./record-list-params');
    expect(deletedNameOf({ deleted: 'Sample tag' })).toBe('Sample tag');
    expect(deletedNameOf({})).toBeUndefined();
  });
});
