/** Hebrew text helpers for the generators. */
import learningHebrew from '@hebcal/learning/he.po';
import coreHebrew from '@hebcal/core/dist/esm/he.po';

type PoFile = { contexts: Record<string, Record<string, string[]>> };

/** Removes vowel points and cantillation, and writes the maqaf as a space. */
export function unpointed(hebrew: string): string {
  return hebrew.replace(/[\u0591-\u05c7]/g, (mark) => (mark === '\u05be' ? ' ' : '')).trim();
}

/** The unpointed Hebrew translation @hebcal gives for a name, or undefined. */
export function hebcalHebrew(name: string): string | undefined {
  for (const po of [learningHebrew, coreHebrew] as PoFile[]) {
    const translation = po.contexts['']?.[name]?.[0];
    if (translation) return unpointed(translation);
  }
  return undefined;
}
