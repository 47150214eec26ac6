import { describe, expect, it } from 'vitest';
import { parseStudioListState, studioListHref } from './studio-params';

describe('the studio list address', () => {
  it('reads words, status, series, author and page', () => {
    expect(parseStudioListState({ q: ' daf ', status: 'Draft', series: '12', author: '7', page: '3' })).toEqual({
      q: 'daf',
      status: 'Draft',
      series: '12',
      author: '7',
      page: 3,
    });
  });

  it('drops what the API would refuse instead of failing the page', () => {
    expect(parseStudioListState({ status: 'Deleted', series: 'abc', author: '-1', page: '0' })).toEqual({ q: '', page: 1 });
    expect(parseStudioListState({ page: '1.5' }).page).toBe(1);
    expect(parseStudioListState({ page: '100001' }).page).toBe(1);
    expect(parseStudioListState({ q: 'x'.repeat(300) }).q).toHaveLength(200);
    expect(parseStudioListState({ q: ['first', 'second'] }).q).toBe('first');
  });

  it('writes the address back, starting again at page 1 when a filter changes', () => {
    const state = parseStudioListState({ q: 'daf yomi', status: 'Published', page: '4' });
    expect(studioListHref(state, { page: 5 })).toBe('/studio?q=daf+yomi&status=Published&page=5');
    expect(studioListHref(state, { series: '3' })).toBe('/studio?q=daf+yomi&status=Published&series=3');
    expect(studioListHref(state, { status: undefined, q: '' })).toBe('/studio');
  });
});
