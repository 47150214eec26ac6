/**
 * The learning reference a shiur row shows: what text the shiur teaches, most specific first (a daf,
 * a mishnah, a parsha, a Nach chapter), or its episode number when it teaches none of these. Pure,
 * so every list shows references the same way.
 */
export interface LearningFields {
  masechta?: string | null;
  masechtaSlug?: string | null;
  daf?: number | null;
  amud?: string | null;
  mishnaMasechta?: string | null;
  perek?: number | null;
  mishnah?: number | null;
  parsha?: string | null;
  nachBook?: string | null;
  nachChapter?: number | null;
  episodeNumber?: number | null;
}

export interface LearningReferenceLabel {
  text: string;
  /** Where the reference has a page of its own (a daf's page lists every shiur on it). */
  href?: string;
}

export function learningReferenceLabel(learning: LearningFields): LearningReferenceLabel | null {
  if (learning.masechta && learning.daf != null) {
    const text = `${learning.masechta} ${learning.daf}${learning.amud ?? ''}`;
    return learning.masechtaSlug ? { text, href: `/dafyomi/${learning.masechtaSlug}/${learning.daf}` } : { text };
  }
  if (learning.mishnaMasechta && learning.perek != null) {
    const place = learning.mishnah != null ? `${learning.perek}:${learning.mishnah}` : `perek ${learning.perek}`;
    return { text: `Mishna ${learning.mishnaMasechta} ${place}` };
  }
  if (learning.parsha) return { text: `Parshas ${learning.parsha}` };
  if (learning.nachBook && learning.nachChapter != null) return { text: `${learning.nachBook} ${learning.nachChapter}` };
  if (learning.nachBook) return { text: learning.nachBook };
  if (learning.episodeNumber != null) return { text: `Episode ${learning.episodeNumber}` };
  return null;
}
