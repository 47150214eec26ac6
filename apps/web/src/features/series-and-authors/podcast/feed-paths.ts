/** Where the podcast feeds of a series and of an author live (route handlers under app/). */
export const seriesFeedPath = (id: string) => `/series/${id}/feed.xml`;
export const authorFeedPath = (id: string) => `/author/${id}/feed.xml`;

/** The page metadata that announces a feed: `<link rel="alternate" type="application/rss+xml">`. */
export function feedAlternate(path: string, title: string) {
  return { types: { 'application/rss+xml': [{ url: path, title }] } };
}
