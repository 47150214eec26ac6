/**
 * One page of a daf's shiurim, still grouped by author, and the first page of them shown elsewhere.
 * A daf page once listed every shiur on the daf, so it grew with the catalogue (78 shiurim on
 * Berachos 2 at the large seed made it 1.51× its small-seed size); a page of them keeps it the same
 * size whatever the catalogue holds.
 */

/**
 * Shiurim per page of a daf (`?page=`). At 20 a full page still weighed 1.22–1.25× a daf of the
 * small demo (a shiur costs about 220 bytes gzipped, its HTML and its share of the page's data).
 */
export const DAF_SHIURIM_PAGE_SIZE = 12;

export interface ShiurGroup<Post> {
  posts: readonly Post[];
}

/**
 * The groups of page `page` (from 1) when the shiurim are counted in group order: each group keeps
 * the part of its posts that falls on the page, and groups with none are left out. Past the end,
 * no groups.
 */
export function pageOfGroups<Post, Group extends ShiurGroup<Post>>(
  groups: readonly Group[],
  page: number,
  size = DAF_SHIURIM_PAGE_SIZE,
): { groups: Group[]; pageCount: number; total: number } {
  const total = groups.reduce((sum, group) => sum + group.posts.length, 0);
  const pageCount = Math.max(1, Math.ceil(total / size));
  const start = (page - 1) * size;
  const end = start + size;
  const shown: Group[] = [];
  let position = 0;
  for (const group of groups) {
    const from = Math.max(start - position, 0);
    const to = Math.min(end - position, group.posts.length);
    if (from < to) shown.push({ ...group, posts: group.posts.slice(from, to) });
    position += group.posts.length;
  }
  return { groups: shown, pageCount, total };
}

/**
 * A daf's shiurim shown on another page (today's daf on the Daf Yomi home, the middle daf on
 * Halftime): the first page of them, and how many the daf has in all for the link to the rest.
 */
export function dafShiurimPreview<Post extends { id: string }, Group extends ShiurGroup<Post>>(
  groups: readonly Group[],
): { groups: Group[]; count: number } {
  return { groups: pageOfGroups<Post, Group>(groups, 1).groups, count: countShiurim(groups) };
}

/** How many shiurim a daf has: a shiur by two authors, listed under each, counts once. */
export function countShiurim(groups: readonly ShiurGroup<{ id: string }>[]): number {
  return new Set(groups.flatMap((group) => group.posts.map((post) => post.id))).size;
}

/** The words of the link from a preview to the daf's page: "All 14 shiurim on Berachos 2". */
export function allShiurimOn(dafLabel: string, count: number): string {
  if (count === 0) return dafLabel;
  if (count === 1) return `1 shiur on ${dafLabel}`;
  return `All ${count} shiurim on ${dafLabel}`;
}
