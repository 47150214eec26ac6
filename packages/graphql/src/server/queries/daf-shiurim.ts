import { and, desc, eq, sql } from 'drizzle-orm';
import { authorColumns, postColumns, schema, type Database } from '@openshiur/db';
import type { AuthorModel, PostModel } from '../models';
import { stripMarkup } from '../sanitize';
import { publishedPost } from './visibility';

const { posts, postAuthors, authors } = schema;

/** A daf with more shiurim than this is cut off (no real daf comes close); the list is not paginated. */
export const MAX_SHIURIM_PER_DAF = 500;

export interface AuthorShiurim {
  author: AuthorModel | null;
  posts: PostModel[];
}

/** Whole-daf shiurim, then amud a, then amud b. */
const amudOrder = sql`case ${posts.amud} when 'a' then 1 when 'b' then 2 else 0 end`;

/**
 * The shiurim of one daf grouped by author. One query joins each post to its credited authors; the
 * grouping keeps the query's order (amud, then newest first) within each author.
 */
export async function shiurimByAuthor(
  db: Database,
  masechta: string,
  daf: number,
): Promise<AuthorShiurim[]> {
  const rows = await db
    .select({ post: postColumns, author: authorColumns })
    .from(posts)
    .leftJoin(postAuthors, eq(postAuthors.postId, posts.id))
    .leftJoin(authors, eq(authors.id, postAuthors.authorId))
    .where(and(publishedPost, eq(posts.masechta, masechta), eq(posts.daf, daf)))
    .orderBy(
      amudOrder,
      desc(sql`coalesce(${posts.publishedAt}, ${posts.createdAt})`),
      desc(posts.id),
    )
    // One row per credited author: room for the cap's posts with a few authors each.
    .limit(MAX_SHIURIM_PER_DAF * 4);
  return groupByAuthor(rows);
}

/** Groups (post, author) rows by author; authors by name, posts credited to no one last. */
export function groupByAuthor(
  rows: readonly { post: PostModel; author: AuthorModel | null }[],
): AuthorShiurim[] {
  const groups = new Map<number | null, AuthorShiurim>();
  const seenPosts = new Set<number>();
  for (const { post, author } of rows) {
    if (!seenPosts.has(post.id) && seenPosts.size >= MAX_SHIURIM_PER_DAF) continue;
    seenPosts.add(post.id);
    const key = author?.id ?? null;
    const group = groups.get(key) ?? { author, posts: [] };
    group.posts.push(post);
    groups.set(key, group);
  }
  const sortKey = (group: AuthorShiurim) =>
    group.author ? stripMarkup(group.author.name).toLowerCase() : '';
  return [...groups.values()].sort((a, b) => {
    if (!a.author || !b.author) return a.author ? -1 : b.author ? 1 : 0;
    return sortKey(a).localeCompare(sortKey(b), 'en') || a.author.id - b.author.id;
  });
}
