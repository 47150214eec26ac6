/** What the bench measures on the site: real records, found through its public GraphQL API. */

export interface Target {
  name: string;
  path: string;
  method?: 'GET' | 'POST';
  body?: string;
  /** A page: its HTML and JavaScript are sized, and it is measured signed in too. */
  page: boolean;
  /** The status every response should have (404 for the not-found page). */
  status: number;
}

export const NOT_FOUND_PATH = '/no-such-page-openshiur-bench';

/** A word of a post's title to search for: the longest one of letters only (≥ 4), lower-cased. */
export function searchWord(title: string): string | undefined {
  const words = title.match(/\p{L}{4,}/gu) ?? [];
  return words.reduce<string | undefined>((longest, word) => (!longest || word.length > longest.length ? word : longest), undefined)?.toLowerCase();
}

const allSeriesBody = JSON.stringify({
  operationName: 'GetAllSeries',
  query: 'query GetAllSeries($includeEmpty: Boolean) { allSeries(includeEmpty: $includeEmpty) { id name topics } }',
  variables: { includeEmpty: false },
});

interface Found {
  posts: { edges: { node: { id: string; title: string } }[] };
  allSeries: { id: string }[];
  authors: { edges: { node: { id: string } }[] };
  tags: { edges: { node: { slug: string } }[] };
  daf: { edges: { node: { learning: { masechtaSlug: string; daf: number } } }[] };
}

/**
 * The main pages (home, a post, a series, a daf, the series list, a search, the 404 page) and, with
 * `all`, every other page type and file the bench knows.
 */
export async function discoverTargets(base: string, all: boolean): Promise<Target[]> {
  const response = await fetch(`${base}/api/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      query: `{
        posts(first: 1, filter: { mediaType: Audio }) { edges { node { id title } } }
        allSeries(includeEmpty: false) { id }
        authors(first: 1) { edges { node { id } } }
        tags(first: 1) { edges { node { slug } } }
        daf: posts(first: 1, filter: { masechta: "Berachos" }) { edges { node { learning { masechtaSlug daf } } } }
      }`,
    }),
  });
  const { data } = (await response.json()) as { data: Found };
  const post = data.posts.edges[0]?.node;
  const series = data.allSeries[0]?.id;
  const author = data.authors.edges[0]?.node.id;
  const tag = data.tags.edges[0]?.node.slug;
  const daf = data.daf.edges[0]?.node.learning;
  const word = post && searchWord(post.title);
  if (!post || !word || !series || !author || !tag || !daf) {
    throw new Error('The demo content lacks a post (with a title word to search for), series, author, tag or Daf Yomi shiur');
  }
  const page = (name: string, path: string): Target => ({ name, path, page: true, status: 200 });
  const file = (name: string, path: string): Target => ({ name, path, page: false, status: 200 });
  const main = [
    page('home', '/'),
    page('post', `/p/${post.id}`),
    page('series', `/series/${series}`),
    page('daf', `/dafyomi/${daf.masechtaSlug}/${daf.daf}`),
    page('series list', '/series'),
    page('search', `/search?q=${encodeURIComponent(word)}`),
    { ...page('404 page', NOT_FOUND_PATH), status: 404 },
  ];
  if (!all) return main;
  return [
    ...main,
    page('author', `/author/${author}`),
    page('author list', '/author'),
    page('tag', `/tag/${tag}`),
    page('daf yomi home', '/dafyomi'),
    page('daily learning', '/learning'),
    page('mishnayot', '/learning/mishnayot'),
    page('mishnayot unit', '/learning/mishnayot/berachos/1'),
    page('shabbos', '/shabbos'),
    page('holidays', '/holidays'),
    file('series podcast RSS', `/series/${series}/feed.xml`),
    file('daf yomi ICS', '/learning/daf-yomi/calendar.ics'),
    { name: 'GraphQL GetAllSeries', path: '/api/graphql', method: 'POST', body: allSeriesBody, page: false, status: 200 },
  ];
}
