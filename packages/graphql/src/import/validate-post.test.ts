import { describe, expect, it } from 'vitest';
import { readFields } from './fields';
import { checkPost } from './validate-post';

const base = { externalId: 'p-1', title: 'Sample', platform: 'Torah Online', mediaType: 'Audio' };
const check = (fields: Record<string, unknown>) =>
  checkPost(readFields('post', 2, { ...base, ...fields }));
const errors = (fields: Record<string, unknown>) => check(fields).errors;

describe('checkPost', () => {
  it('fills what the file leaves out as the studio would: Draft, English, no references', () => {
    const { value } = check({});
    expect(value?.columns).toMatchObject({
      status: 'Draft',
      language: 'English',
      masechta: null,
      topics: [],
    });
    expect(value).toMatchObject({
      seriesRef: null,
      authorRefs: [],
      tagNames: [],
      publishedAt: null,
    });
  });

  it('writes references in their canonical spelling', () => {
    const { value, errors: found } = check({
      masechta: 'brachos',
      daf: 5,
      mishnaMasechta: 'Brachos',
      perek: 2,
      mishnah: 3,
      parsha: 'Lekh Lekha',
      nachBook: 'Tehillim',
      nachChapter: 150,
      rambamBook: 'sabbath',
      rambamChapter: 30,
    });
    expect(found).toEqual([]);
    expect(value?.columns).toMatchObject({
      masechta: 'Berachos',
      mishnaMasechta: 'Berachos',
      parsha: 'Lech Lecha',
      nachBook: 'Psalms',
      rambamBook: 'Sabbath',
    });
  });

  it('sanitizes the body as the studio does', () => {
    expect(
      check({ body: '<p onclick="x()">Hi<script>alert(1)</script></p>' }).value?.columns.body,
    ).toBe('<p>Hi</p>');
  });

  it.each([
    [{ title: '' }, 'title'],
    [{ status: 'Live' }, 'status'],
    [{ status: 'Scheduled' }, 'scheduledFor'],
    [{ status: 'Published', scheduledFor: '2030-01-01T00:00:00Z' }, 'scheduledFor'],
    [{ platform: 'All Daf', postType: 'Aliya Yomi' }, 'postType'],
    [{ postType: 'Shiurim' }, 'postType'],
    [{ audioUrl: 'http://insecure.example.org/a.mp3' }, 'audioUrl'],
    [{ masechta: 'Berachos', daf: 65 }, 'daf'],
    [{ daf: 3 }, 'daf'],
    [{ parsha: 'Matot-Masei' }, 'parsha'],
    [{ mishnaMasechta: 'Berachos', perek: 10 }, 'perek'],
    [{ mishnaMasechta: 'Berachos', perek: 1, mishnah: 6 }, 'mishnah'],
    [{ nachBook: 'Jonah', nachChapter: 5 }, 'nachChapter'],
    [{ nachChapter: 1 }, 'nachChapter'],
    [{ rambamBook: 'Hilchot Nothing' }, 'rambamBook'],
    [{ kitzurSiman: 222 }, 'kitzurSiman'],
    [{ mitzvah: 0 }, 'mitzvah'],
    [{ holidays: ['Chanukah', 'Thanksgiving'] }, 'holidays'],
    [{ topics: ['Cooking'] }, 'topics'],
    [{ tags: ['!!!'] }, 'tags'],
    [{ durationSeconds: -1 }, 'durationSeconds'],
    [{ authors: Array.from({ length: 11 }, (_, index) => `a-${index}`) }, 'authors'],
  ])('refuses %j (field %s)', (fields, field) => {
    expect(errors(fields).map((error) => error.field)).toEqual([field]);
  });

  it('reports every field at fault at once', () => {
    expect(
      errors({ title: '', masechta: 'Nowhere', kitzurSiman: 0 })
        .map((error) => error.field)
        .sort(),
    ).toEqual(['kitzurSiman', 'masechta', 'title']);
  });
});
