/**
 * What the dropdown shows for one answer (the product's search dropdown rules), as data: three sections in order, each hit
 * and each "View All" link an option with a stable DOM id, in the order the arrow keys visit them.
 * Kept apart from the markup so the keyboard model and the list cannot disagree.
 */
import { SUGGESTION_LIMITS, type AuthorHit, type PostHit, type SeriesHit, type Suggestions } from '@openshiur/search/client';
import { authorHref, postHref, seriesHref, viewAllHrefs } from './links';

export type SectionKey = 'posts' | 'authors' | 'series';

export interface DropdownOption {
  /** DOM id, for `aria-activedescendant`. */
  id: string;
  href: string;
}

export type SectionHit =
  | { section: 'posts'; hit: PostHit; option: DropdownOption }
  | { section: 'authors'; hit: AuthorHit; option: DropdownOption }
  | { section: 'series'; hit: SeriesHit; option: DropdownOption };

export interface DropdownSection {
  key: SectionKey;
  title: string;
  /** Shown instead of hits when there are none. */
  emptyText: string;
  /** Ends the visible "View All" for screen readers ("View All posts"). */
  noun: string;
  hits: SectionHit[];
  viewAll: DropdownOption;
}

const TEXTS: Record<SectionKey, { title: string; emptyText: string; noun: string }> = {
  posts: { title: 'Posts', emptyText: 'No posts found.', noun: 'posts' },
  authors: { title: 'Authors', emptyText: 'No authors found.', noun: 'authors' },
  series: { title: 'Series', emptyText: 'No series found.', noun: 'series' },
};

/**
 * The sections for `suggestions`; "View All" links carry `query` (what the visitor typed). Hits
 * beyond the spec's limits are cut, whatever the source sent.
 */
export function dropdownSections(suggestions: Suggestions, query: string, idPrefix: string): DropdownSection[] {
  const viewAll = viewAllHrefs(query);
  const option = (key: SectionKey, index: number | 'all', href: string): DropdownOption => ({
    id: `${idPrefix}-${key}-${index}`,
    href,
  });
  const section = (key: SectionKey, hits: SectionHit[]): DropdownSection => ({
    key,
    ...TEXTS[key],
    hits,
    viewAll: option(key, 'all', viewAll[key]),
  });
  return [
    section(
      'posts',
      suggestions.posts.hits.slice(0, SUGGESTION_LIMITS.posts).map((hit, index) => ({
        section: 'posts',
        hit,
        option: option('posts', index, postHref(hit.objectID)),
      })),
    ),
    section(
      'authors',
      suggestions.authors.hits.slice(0, SUGGESTION_LIMITS.authors).map((hit, index) => ({
        section: 'authors',
        hit,
        option: option('authors', index, authorHref(hit.objectID)),
      })),
    ),
    section(
      'series',
      suggestions.series.hits.slice(0, SUGGESTION_LIMITS.series).map((hit, index) => ({
        section: 'series',
        hit,
        option: option('series', index, seriesHref(hit.objectID)),
      })),
    ),
  ];
}

/** Every option, in the order the arrow keys visit them: each section's hits, then its View All. */
export function optionsInOrder(sections: readonly DropdownSection[]): DropdownOption[] {
  return sections.flatMap((section) => [...section.hits.map((entry) => entry.option), section.viewAll]);
}

export type Move = 'next' | 'previous' | 'first' | 'last';

/**
 * The active option after a key press; -1 is "none" (focus on the text). Down from the last
 * option and up from the first wrap around, as in the WAI-ARIA combobox examples.
 */
export function moveActive(current: number, move: Move, count: number): number {
  if (count === 0) return -1;
  switch (move) {
    case 'first':
      return 0;
    case 'last':
      return count - 1;
    case 'next':
      return current < 0 || current >= count - 1 ? 0 : current + 1;
    case 'previous':
      return current <= 0 || current >= count ? count - 1 : current - 1;
  }
}

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

/** What the live region says when an answer arrives: "7 posts, 4 authors, 7 series". */
export function resultsAnnouncement(sections: readonly DropdownSection[]): string {
  const count = (key: SectionKey) => sections.find((section) => section.key === key)?.hits.length ?? 0;
  return [
    plural(count('posts'), 'post', 'posts'),
    plural(count('authors'), 'author', 'authors'),
    plural(count('series'), 'series', 'series'),
  ].join(', ');
}
