import { describe, expect, it } from 'vitest';
import type { AuthorModel, PostModel } from '../models';
import { groupByAuthor, MAX_SHIURIM_PER_DAF } from './daf-shiurim';

const post = (id: number) => ({ id }) as PostModel;
const author = (id: number, name: string) => ({ id, name }) as AuthorModel;

describe('groupByAuthor', () => {
  it('sorts authors by their name without markup, keeps row order inside a group, and puts uncredited shiurim last', () => {
    const zalman = author(1, 'Zalman');
    const aharon = author(2, '<em>aharon</em>');
    const groups = groupByAuthor([
      { post: post(10), author: null },
      { post: post(11), author: zalman },
      { post: post(12), author: aharon },
      { post: post(13), author: zalman },
      { post: post(12), author: zalman },
    ]);
    expect(groups.map((group) => [group.author?.id ?? null, group.posts.map((p) => p.id)])).toEqual(
      [
        [2, [12]],
        [1, [11, 13, 12]],
        [null, [10]],
      ],
    );
  });

  it('stops at the cap of shiurim per daf but keeps the other authors of a shiur already listed', () => {
    const rows: { post: ReturnType<typeof post>; author: ReturnType<typeof author> | null }[] =
      Array.from({ length: MAX_SHIURIM_PER_DAF + 5 }, (_, index) => ({
        post: post(index),
        author: null,
      }));
    rows.splice(1, 0, { post: post(0), author: author(9, 'Second author') });
    const groups = groupByAuthor(rows);
    expect(groups.reduce((sum, group) => sum + group.posts.length, 0)).toBe(
      MAX_SHIURIM_PER_DAF + 1,
    );
  });
});
