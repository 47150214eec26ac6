/**
 * A series without a picture of its own gets a cover drawn from its name and topic: a colour per
 * topic and the initials of the name. Pure, so covers are the same on every page and in tests.
 */

/** Dark enough for white text (WCAG AA, at least 4.5:1) on every colour. */
const topicColours: Readonly<Record<string, string>> = {
  Gemara: '#1f4e79',
  Parsha: '#7a4316',
  Nach: '#3f5f1f',
  Mitzvot: '#8a2b2b',
  Kashrut: '#5b3a7a',
  Halacha: '#0f5454',
  Machshava: '#43437a',
  Tefillah: '#5d4037',
  Mishna: '#2a5b4c',
};
const fallbackColour = '#3b4a5a';

export function coverColour(topics: readonly string[]): string {
  for (const topic of topics) {
    const colour = topicColours[topic];
    if (colour) return colour;
  }
  return fallbackColour;
}

/** Words that carry no meaning on a cover ("Daf Yomi with Rabbi X" → DY). */
const skipped = new Set(['a', 'an', 'and', 'the', 'of', 'for', 'in', 'on', 'to', 'from', 'with']);

/** Up to two initials from the series' name, before any "with {teacher}". */
export function coverInitials(name: string): string {
  const title = name.split(/\s+with\s+/i)[0] ?? name;
  const words = title.split(/[\s\-–—:]+/).filter((word) => /[\p{L}\p{N}]/u.test(word));
  const meaningful = words.filter((word) => !skipped.has(word.toLowerCase()));
  const chosen = (meaningful.length > 0 ? meaningful : words).slice(0, 2);
  return chosen.map((word) => [...word.replace(/^[^\p{L}\p{N}]+/u, '')][0]?.toUpperCase() ?? '').join('');
}
