import { describe, expect, it, vi } from 'vitest';

vi.mock('server-only', () => ({}));
const { contentChangesSchema, searchChangesOf, tagsToExpire } = await import('./content-changes');
const { contentTagsOf } = await import('./content-tags');

describe('content change reports', () => {
  it('accepts a well-formed report and normalises ids to strings', () => {
    const report = contentChangesSchema.parse({ changes: [{ type: 'post', id: 12, change: 'updated' }] });
    expect(report.changes[0]).toEqual({ type: 'post', id: '12', change: 'updated' });
  });

  it.each([
    [{}],
    [{ changes: [] }],
    [{ changes: [{ type: 'user', id: 1, change: 'updated' }] }],
    [{ changes: [{ type: 'post', id: '1; drop table', change: 'updated' }] }],
    [{ changes: [{ type: 'post', id: 1, change: 'renamed' }] }],
    [{ changes: Array.from({ length: 501 }, (_, i) => ({ type: 'post', id: i + 1, change: 'updated' })) }],
  ])('refuses %j', (body) => {
    expect(contentChangesSchema.safeParse(body).success).toBe(false);
  });

  it('expires the record on an edit, and every list when a record can enter or leave one', () => {
    const edit = contentChangesSchema.parse({ changes: [{ type: 'series', id: 3, change: 'updated' }] });
    expect(tagsToExpire(edit).sort()).toEqual(['Series:3', 'content:large']);
    const publish = contentChangesSchema.parse({ changes: [{ type: 'post', id: 7, change: 'published' }] });
    expect(tagsToExpire(publish).sort()).toEqual(['Post:7', 'content']);
  });

  it('expires every list on any change of a stream: its status moves it between lists (the live badge list too)', () => {
    const live = contentChangesSchema.parse({ changes: [{ type: 'stream', id: 4, change: 'updated' }] });
    expect(tagsToExpire(live).sort()).toEqual(['Stream:4', 'content']);
  });

  it('expires the reads of dedications, not all content, when a dedication is added or cancelled', () => {
    const added = contentChangesSchema.parse({ changes: [{ type: 'dedication', id: 5, change: 'created' }] });
    expect(tagsToExpire(added).sort()).toEqual(['Dedication:5', 'dedications']);
  });

  it('expires exactly the tags cached reads carry', () => {
    const data = { post: { __typename: 'Post', id: '7', series: { __typename: 'Series', id: '3' } } };
    const tags = contentTagsOf(data);
    const edit = contentChangesSchema.parse({ changes: [{ type: 'series', id: 3, change: 'updated' }] });
    expect(tagsToExpire(edit).filter((tag) => tags.includes(tag))).toEqual(['Series:3']);
  });

  it('tags a read that shows too many records as a large list instead of one tag each', () => {
    const many = Array.from({ length: 200 }, (_, i) => ({ __typename: 'Post', id: String(i + 1) }));
    expect(contentTagsOf({ posts: many })).toEqual(['content', 'content:large']);
  });

  it('tags a read showing the store with `store`, so stock changes refresh its pages together', () => {
    const data = { storeItems: [{ __typename: 'StoreItem', id: '2' }], shippingOptions: [{ __typename: 'ShippingOption', id: '1' }] };
    expect(contentTagsOf(data)).toEqual(['content', 'store', 'StoreItem:2', 'ShippingOption:1']);
    expect(contentTagsOf({ post: { __typename: 'Post', id: '7' } })).toEqual(['content', 'Post:7']);
  });

  it('gives the search index the numeric ids of posts, authors and series only', () => {
    const report = contentChangesSchema.parse({
      changes: [
        { type: 'post', id: 1, change: 'published' },
        { type: 'post', id: 1, change: 'updated' },
        { type: 'author', id: '4', change: 'updated' },
        { type: 'page', id: 'about', change: 'updated' },
      ],
    });
    expect(searchChangesOf(report)).toEqual({ posts: [1], authors: [4], series: [] });
  });
});
