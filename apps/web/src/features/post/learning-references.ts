import type { GetPostQuery } from '@openshiur/graphql';

/** The learning fields of a post; a list's summary has only the daf ones, which is enough. */
type Learning = Partial<Omit<NonNullable<GetPostQuery['post']>['learning'], '__typename'>>;

/** One thing a post teaches, as the page names it, with where to find more on it. */
export interface LearningReferenceLink {
  /** What kind of learning: "Daf Yomi", "Mishna", "Parsha", "Nach". */
  kind: string;
  label: string;
  href: string;
}

const search = (words: string) => `/search?q=${encodeURIComponent(words)}`;

/**
 * The learning a post covers, linked: a daf to its Daf Yomi page (every shiur on that daf), the
 * other references to the search for them (there is no page per mishna, parsha or chapter yet).
 */
export function learningReferenceLinks(learning: Learning): LearningReferenceLink[] {
  const links: LearningReferenceLink[] = [];
  if (learning.masechta && learning.masechtaSlug && learning.daf != null) {
    links.push({
      kind: 'Daf Yomi',
      label: `${learning.masechta} ${learning.daf}${learning.amud ?? ''}`,
      href: `/dafyomi/${learning.masechtaSlug}/${learning.daf}`,
    });
  }
  if (learning.mishnaMasechta && learning.perek != null) {
    const place = learning.mishnah != null ? `${learning.perek}:${learning.mishnah}` : `${learning.perek}`;
    links.push({
      kind: 'Mishna',
      label: `${learning.mishnaMasechta} ${place}`,
      href: search(`Mishna ${learning.mishnaMasechta} ${learning.perek}`),
    });
  }
  if (learning.parsha) {
    links.push({ kind: 'Parsha', label: learning.parsha, href: search(learning.parsha) });
  }
  if (learning.nachBook && learning.nachChapter != null) {
    const label = `${learning.nachBook} ${learning.nachChapter}`;
    links.push({ kind: 'Nach', label, href: search(label) });
  }
  return links;
}
