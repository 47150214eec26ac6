/** Chapter counts and Hebrew names of the 34 books of Nach, from @hebcal/learning `tanakhNumChap.json`. */
import chapters from '@hebcal/learning/tanakhNumChap.json';
import type { GeneratedModule } from '../lib/module-writer';
import { hebcalHebrew } from '../lib/hebrew';

const torah = new Set(['Genesis', 'Exodus', 'Leviticus', 'Numbers', 'Deuteronomy']);

export function generateNach(): GeneratedModule {
  const rows = Object.entries(chapters as Record<string, number>)
    .filter(([book]) => !torah.has(book))
    .map(([book, count]) => {
      const hebrewName = hebcalHebrew(book);
      if (!hebrewName) throw new Error(`no Hebrew name for ${book}`);
      return { hebcal: book, hebrewName, chapters: count };
    });
  return {
    file: 'nach.generated.ts',
    source: '@hebcal/learning tanakhNumChap.json and he.po (BSD-2-Clause).',
    exports: [
      {
        name: 'nachChapterRows',
        doc: 'The 34 books of Nach in the order of the Hebrew Bible, with @hebcal\'s English name, the unpointed Hebrew name and the chapter count.',
        type: 'readonly { readonly hebcal: string; readonly hebrewName: string; readonly chapters: number }[]',
        value: rows,
      },
    ],
  };
}
