/**
 * Where the dropdown's entries lead (the product's search dropdown rules). Every id and query is URL-encoded: a query is
 * free text and ids come from the search source, so neither may change a link's path or query.
 */

export const postHref = (objectID: string) => `/p/${encodeURIComponent(objectID)}`;
export const authorHref = (objectID: string) => `/author/${encodeURIComponent(objectID)}`;
export const seriesHref = (objectID: string) => `/series/${encodeURIComponent(objectID)}`;

/** The results page for a query; `/search` alone when the query is empty (the product's search dropdown rules, Enter). */
export function searchPageHref(query: string): string {
  const trimmed = query.trim();
  return trimmed ? `/search?q=${encodeURIComponent(trimmed)}` : '/search';
}

/** The sections' "View All" links. */
export const viewAllHrefs = (query: string) => ({
  posts: searchPageHref(query),
  authors: `/author?search=${encodeURIComponent(query.trim())}`,
  series: `/series?search=${encodeURIComponent(query.trim())}`,
});
