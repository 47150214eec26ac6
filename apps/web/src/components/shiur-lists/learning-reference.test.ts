import { describe, expect, it } from 'vitest';
import { learningReferenceLabel } from './learning-reference';

describe('learningReferenceLabel', () => {
  it('names a daf, with its amud, and links to the daf page', () => {
    expect(learningReferenceLabel({ masechta: 'Bava Kama', masechtaSlug: 'bava-kama', daf: 12, amud: 'b', episodeNumber: 3 })).toEqual({
      text: 'Bava Kama 12b',
      href: '/dafyomi/bava-kama/12',
    });
    expect(learningReferenceLabel({ masechta: 'Berachos', masechtaSlug: 'berachos', daf: 2 })).toEqual({
      text: 'Berachos 2',
      href: '/dafyomi/berachos/2',
    });
    expect(learningReferenceLabel({ masechta: 'Peah', daf: 3 })).toEqual({ text: 'Peah 3' });
  });

  it('names a mishnah, a parsha and a chapter of Nach', () => {
    expect(learningReferenceLabel({ mishnaMasechta: 'Berachos', perek: 1, mishnah: 2 })).toEqual({ text: 'Mishna Berachos 1:2' });
    expect(learningReferenceLabel({ mishnaMasechta: 'Peah', perek: 4 })).toEqual({ text: 'Mishna Peah perek 4' });
    expect(learningReferenceLabel({ parsha: 'Noach', episodeNumber: 2 })).toEqual({ text: 'Parshas Noach' });
    expect(learningReferenceLabel({ nachBook: 'I Samuel', nachChapter: 3 })).toEqual({ text: 'I Samuel 3' });
  });

  it('falls back to the episode number, and to nothing', () => {
    expect(learningReferenceLabel({ episodeNumber: 7 })).toEqual({ text: 'Episode 7' });
    expect(learningReferenceLabel({ episodeNumber: 0 })).toEqual({ text: 'Episode 0' });
    expect(learningReferenceLabel({})).toBeNull();
  });
});
