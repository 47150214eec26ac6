import { and, count, desc, eq, ilike, inArray, type SQL } from 'drizzle-orm';
import { schema, type Database } from '@openshiur/db';
import type { PostStatus } from '@openshiur/reference-data';
import { escapeLike } from './like';

const { posts, postAuthors } = schema;

/** Rows a page of the studio's post list holds: enough to scan, few enough to read at a glance. */
export const STUDIO_PAGE_SIZE = 25;

export interface StudioPostFilter {
  /** Words of the title, matched anywhere in it without regard to case. */
  search?: string;
  status?: PostStatus;
  seriesId?: number;
  authorId?: number;
}

export interface StudioPostRow {
  id: number;
  title: string;
  status: PostStatus;
  seriesId: number | null;
  updatedAt: Date;
  publishedAt: Date | null;
  scheduledFor: Date | null;
}

export interface StudioPostList {
  posts: StudioPostRow[];
  totalCount: number;
  page: number;
  pageCount: number;
  pageSize: number;
}

function conditionsOf(db: Database, filter: StudioPostFilter): SQL | undefined {
  const conditions: SQL[] = [];
  const words = filter.search?.trim();
  if (words) conditions.push(ilike(posts.title, `%${escapeLike(words)}%`));
  if (filter.status) conditions.push(eq(posts.status, filter.status));
  if (filter.seriesId !== undefined) conditions.push(eq(posts.seriesId, filter.seriesId));
  if (filter.authorId !== undefined) {
    // A subquery rather than a join, so a post is listed once whatever its credits.
    const credited = db.select({ postId: postAuthors.postId }).from(postAuthors).where(eq(postAuthors.authorId, filter.authorId));
    conditions.push(inArray(posts.id, credited));
  }
  return conditions.length > 0 ? and(...conditions) : undefined;
}

/**
 * One page of posts in every status, the most recently changed first (then the newest id), with the
 * count of all that match. A page past the last one is empty; its `pageCount` tells where the last is.
 */
export async function readStudioPosts(db: Database, filter: StudioPostFilter, page: number): Promise<StudioPostList> {
  const where = conditionsOf(db, filter);
  const [rows, [total]] = await Promise.all([
    db
      .select({
        id: posts.id,
        title: posts.title,
        status: posts.status,
        seriesId: posts.seriesId,
        updatedAt: posts.updatedAt,
        publishedAt: posts.publishedAt,
        scheduledFor: posts.scheduledFor,
      })
      .from(posts)
      .where(where)
      .orderBy(desc(posts.updatedAt), desc(posts.id))
      .limit(STUDIO_PAGE_SIZE)
      .offset((page - 1) * STUDIO_PAGE_SIZE),
    db.select({ n: count() }).from(posts).where(where),
  ]);
  const totalCount = total?.n ?? 0;
  return {
    posts: rows,
    totalCount,
    page,
    pageCount: Math.max(1, Math.ceil(totalCount / STUDIO_PAGE_SIZE)),
    pageSize: STUDIO_PAGE_SIZE,
  };
}
