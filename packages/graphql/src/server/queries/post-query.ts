import { and, arrayContains, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { postColumns, schema, type Database } from '@openshiur/db';
import { holidays, languages, postTopics, resolveMasechta } from '@openshiur/reference-data';
import type { PostFilter } from '../../generated/resolvers';
import { parseNumericId } from '../args/ids';
import { parsePageSize } from '../args/lists';
import { parseOneOf } from '../args/vocabulary';
import { badUserInput } from '../errors';
import { learningFilterConditions } from './learning-filter';
import type { PostModel } from '../models';
import { decodeCursor, toConnection, type Connection } from './pagination';
import { parshiotNamed } from '../args/parsha';
import { publishedPost } from './visibility';

const { posts, postAuthors, postTags } = schema;

/** Newest first; a post without a publication date sorts by when it was created. */
const postDate = sql<Date>`coalesce(${posts.publishedAt}, ${posts.createdAt})`;

export interface PostQuery {
  filter?: PostFilter | null;
  first?: number | null;
  after?: string | null;
}

/** The one query behind every list of posts: visibility, filters and keyset pagination. */
export async function queryPosts(db: Database, query: PostQuery): Promise<Connection<PostModel>> {
  const limit = parsePageSize(query.first, 20);
  const conditions = [publishedPost, ...filterConditions(query.filter ?? {})];
  const where = and(...conditions);
  const cursor = decodeCursor(query.after, 2);
  const pageWhere = cursor
    ? and(
        where,
        sql`(${postDate}, ${posts.id}) < (${new Date(String(cursor[0]))}, ${Number(cursor[1])})`,
      )
    : where;

  const rows = await db
    .select(postColumns)
    .from(posts)
    .where(pageWhere)
    .orderBy(desc(postDate), desc(posts.id))
    .limit(limit + 1);

  return toConnection(
    rows,
    limit,
    (post) => [(post.publishedAt ?? post.createdAt).toISOString(), post.id],
    async () => await db.$count(posts, where),
  );
}

function filterConditions(filter: PostFilter): SQL[] {
  const conditions: SQL[] = [];
  if (filter.topic) {
    conditions.push(
      arrayContains(posts.topics, [parseOneOf(postTopics, filter.topic, 'filter.topic')]),
    );
  }
  if (filter.holiday) {
    conditions.push(
      arrayContains(posts.holidays, [parseOneOf(holidays, filter.holiday, 'filter.holiday')]),
    );
  }
  if (filter.mediaType) conditions.push(eq(posts.mediaType, filter.mediaType));
  if (filter.mediaTypes) conditions.push(inArray(posts.mediaType, filter.mediaTypes));
  if (filter.language)
    conditions.push(eq(posts.language, parseOneOf(languages, filter.language, 'filter.language')));
  if (filter.seriesId != null) {
    conditions.push(eq(posts.seriesId, parseNumericId(filter.seriesId, 'filter.seriesId')));
  }
  if (filter.authorId != null) {
    const authorId = parseNumericId(filter.authorId, 'filter.authorId');
    conditions.push(
      sql`exists (select 1 from ${postAuthors} where ${postAuthors.postId} = ${posts.id} and ${postAuthors.authorId} = ${authorId})`,
    );
  }
  if (filter.tagId != null) {
    const tagId = parseNumericId(filter.tagId, 'filter.tagId');
    conditions.push(
      sql`exists (select 1 from ${postTags} where ${postTags.postId} = ${posts.id} and ${postTags.tagId} = ${tagId})`,
    );
  }
  if (filter.masechta) {
    const masechta = resolveMasechta(filter.masechta);
    if (!masechta) throw badUserInput(`Unknown masechta "${filter.masechta}"`, 'filter.masechta');
    conditions.push(eq(posts.masechta, masechta.name));
  }
  if (filter.daf != null) {
    if (!Number.isInteger(filter.daf) || filter.daf < 1 || filter.daf > 999) {
      throw badUserInput('filter.daf is out of range', 'filter.daf');
    }
    conditions.push(eq(posts.daf, filter.daf));
  }
  if (filter.parsha) {
    const parshiot = parshiotNamed(filter.parsha);
    if (!parshiot) throw badUserInput(`Unknown parsha "${filter.parsha}"`, 'filter.parsha');
    conditions.push(inArray(posts.parsha, parshiot));
  }
  conditions.push(...learningFilterConditions(filter));
  return conditions;
}
