/**
 * Turns any spelling of a name into a comparison key, so that lookups ignore the differences
 * that carry no meaning between transliterations: letter case, spaces, hyphens, apostrophes and
 * ayin/aleph marks, academic diacritics (ḥ, ṭ, ṣ), and Hebrew vowel points, geresh and gershayim.
 *
 * @example normalizeSpelling("Rosh Ha-Shana") === normalizeSpelling('roshhashana') // true
 * @example normalizeSpelling('Pesaḥim') // 'pesahim'
 */
export function normalizeSpelling(spelling: string): string {
  return (
    spelling
      .normalize('NFD')
      // Combining marks: Latin diacritics (U+0300–036F) and Hebrew points and cantillation (U+0591–05C7).
      .replace(/[\u0300-\u036f\u0591-\u05c7]/g, '')
      .toLowerCase()
      // Separators and apostrophe-like marks, including Hebrew geresh (׳) and gershayim (״).
      .replace(/[\s\-_'’‘`´ʿʾʼ"“”.׳״]/g, '')
  );
}
