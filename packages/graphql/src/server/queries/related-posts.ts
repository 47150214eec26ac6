import { and, arrayOverlaps, eq, notInArray, or, sql, type SQL } from 'drizzle-orm';
import { postColumns, schema, type Database } from '@openshiur/db';
import type { PostModel } from '../models';
import { publishedPost } from './visibility';

const { posts, postAuthors } = schema;

/** The same piece of learning: the same daf, the same perek of Mishna, parsha or Nach chapter. */
export function sameLearningCondition(post: PostModel): SQL | undefined {
  const conditions: SQL[] = [];
  if (post.masechta && post.daf != null) {
    conditions.push(and(eq(posts.masechta, post.masechta), eq(posts.daf, post.daf))!);
  }
  if (post.mishnaMasechta && post.perek != null) {
    conditions.push(
      and(eq(posts.mishnaMasechta, post.mishnaMasechta), eq(posts.perek, post.perek))!,
    );
  }
  if (post.parsha) conditions.push(eq(posts.parsha, post.parsha));
  if (post.nachBook && post.nachChapter != null) {
    conditions.push(
      and(eq(posts.nachBook, post.nachBook), eq(posts.nachChapter, post.nachChapter))!,
    );
  }
  return conditions.length > 0 ? or(...conditions) : undefined;
}

function byAuthorsCondition(authorIds: readonly number[]): SQL | undefined {
  if (authorIds.length === 0) return undefined;
  return sql`exists (select 1 from ${postAuthors} where ${postAuthors.postId} = ${posts.id} and ${postAuthors.authorId} in ${authorIds})`;
}

function sharedTopicCondition(topics: readonly string[]): SQL | undefined {
  return topics.length > 0 ? arrayOverlaps(posts.topics, [...topics]) : undefined;
}

/**
 * Related shiurim for a post page, in tiers: the same daf / perek / parsha / Nach chapter first,
 * then by the same authors, then on the same topics; newest first within a tier. Published only,
 * never the post itself nor the ids in `exclude` (its series neighbours, already linked on the
 * page). Each tier is one indexed query with a limit, so the cost does not grow with the library.
 */
export async function findRelatedPosts(
  db: Database,
  post: PostModel,
  options: { authorIds: readonly number[]; exclude: readonly number[]; limit: number },
): Promise<PostModel[]> {
  const tiers = [
    sameLearningCondition(post),
    byAuthorsCondition(options.authorIds),
    sharedTopicCondition(post.topics ?? []),
  ];
  const found: PostModel[] = [];
  const seen = new Set<number>([post.id, ...options.exclude]);
  for (const tier of tiers) {
    const wanted = options.limit - found.length;
    if (wanted <= 0) break;
    if (!tier) continue;
    const rows = await db
      .select(postColumns)
      .from(posts)
      .where(and(publishedPost, tier, notInArray(posts.id, [...seen])))
      .orderBy(sql`${posts.publishedAt} desc nulls last`, sql`${posts.id} desc`)
      .limit(wanted);
    for (const row of rows) {
      seen.add(row.id);
      found.push(row);
    }
  }
  return found;
}
