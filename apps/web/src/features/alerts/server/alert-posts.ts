import 'server-only';
import { and, asc, eq, inArray } from 'drizzle-orm';
import { schema, type Database } from '@openshiur/db';

const { authors, postAuthors, posts, series } = schema;

/** A post as an alert mail shows it. */
export interface AlertPost {
  id: number;
  title: string;
  seriesName: string | null;
  authorNames: string[];
  mediaType: string;
}

/** The Published posts among `ids`, in the order given; posts unpublished since are left out. */
export async function loadAlertPosts(db: Database, ids: readonly number[]): Promise<AlertPost[]> {
  if (ids.length === 0) return [];
  const [rows, credits] = await Promise.all([
    db
      .select({ id: posts.id, title: posts.title, mediaType: posts.mediaType, seriesName: series.name })
      .from(posts)
      .leftJoin(series, eq(series.id, posts.seriesId))
      .where(and(inArray(posts.id, [...ids]), eq(posts.status, 'Published'))),
    db
      .select({ postId: postAuthors.postId, name: authors.name })
      .from(postAuthors)
      .innerJoin(authors, eq(authors.id, postAuthors.authorId))
      .where(inArray(postAuthors.postId, [...ids]))
      .orderBy(asc(postAuthors.position)),
  ]);
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.flatMap((id) => {
    const row = byId.get(id);
    if (!row) return [];
    const authorNames = credits.filter((credit) => credit.postId === id).map((credit) => credit.name);
    return [{ ...row, authorNames }];
  });
}

/** The name of the series or author an alert came through (for "You follow …"). */
export async function nameOfFollowed(db: Database, followed: { seriesId: number | null; authorId: number | null }): Promise<string | null> {
  if (followed.seriesId) {
    const [row] = await db.select({ name: series.name }).from(series).where(eq(series.id, followed.seriesId));
    return row?.name ?? null;
  }
  if (followed.authorId) {
    const [row] = await db.select({ name: authors.name }).from(authors).where(eq(authors.id, followed.authorId));
    return row?.name ?? null;
  }
  return null;
}
