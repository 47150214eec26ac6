import { describe, expect, it } from 'vitest';
import { postFormValues, postInputOf } from './post-form-state';

describe('the post form between browser and API', () => {
  it('reads single and multiple choices from the posted form', () => {
    const form = new FormData();
    form.set('title', '  Berachos 5a  ');
    form.append('authorIds', '3');
    form.append('authorIds', '1');
    form.append('topics', 'Gemara');
    form.set('daf', '5');
    form.append('holidays', 'Pesach');
    form.set('perek', '2');
    form.set('unknown', 'ignored');
    const values = postFormValues(form);
    expect(values).toEqual({ title: '  Berachos 5a  ', authorIds: ['3', '1'], topics: ['Gemara'], holidays: ['Pesach'], daf: '5', perek: '2' });
    expect(postInputOf(values, () => null)).toMatchObject({ holidays: ['Pesach'], perek: 2, mishnah: null, kitzurSiman: null });
    expect(postInputOf(values, () => null)).toMatchObject({ title: 'Berachos 5a', authorIds: ['3', '1'], topics: ['Gemara'], daf: 5, masechta: null, body: null });
  });

  it('sends blanks as null and a daf that is not a number as one the API refuses', () => {
    expect(postInputOf({ daf: '', seriesId: ' ', audioUrl: '' }, () => null)).toMatchObject({ daf: null, seriesId: null, audioUrl: null, authorIds: [] });
    expect(postInputOf({ daf: '5b' }, () => null).daf).toBe(-1);
  });
});
