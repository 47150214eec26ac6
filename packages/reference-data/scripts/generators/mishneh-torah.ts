/** Mishneh Torah books with chapter counts and Hebrew titles, from @hebcal/learning `mishnehTorah.json`. */
import mishnehTorah from '@hebcal/learning/mishnehTorah.json';
import type { GeneratedModule } from '../lib/module-writer';
import { hebcalHebrew } from '../lib/hebrew';

export function generateMishnehTorah(): GeneratedModule {
  const rows = Object.entries(mishnehTorah as Record<string, number>).map(([book, chapters]) => {
    const hebrewName = hebcalHebrew(book);
    if (!hebrewName) throw new Error(`no Hebrew title for ${book}`);
    return { book, hebrewName, chapters };
  });
  return {
    file: 'mishneh-torah.generated.ts',
    source: '@hebcal/learning mishnehTorah.json and he.po (Sefaria titles; BSD-2-Clause).',
    exports: [
      {
        name: 'mishnehTorahRows',
        doc: 'The 88 books (hilchot) of the Mishneh Torah in order, with Sefaria\'s English title, the Hebrew title and the chapter count.',
        type: 'readonly { readonly book: string; readonly hebrewName: string; readonly chapters: number }[]',
        value: rows,
      },
    ],
  };
}
