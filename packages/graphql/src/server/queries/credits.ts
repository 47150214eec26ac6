import { and, asc, count, desc, eq } from 'drizzle-orm';
import { authorColumns, schema, seriesColumns, type Database } from '@openshiur/db';
import type { AuthorModel, SeriesModel } from '../models';
import { sortName } from './name-order';
import { publishedPost } from './visibility';

const { posts, postAuthors, authors, series } = schema;

/**
 * Who teaches a series and what an author teaches, counted over Published posts only, so a series
 * page never names a guest whose only shiur is a draft. Most shiurim first, then by name.
 */
export async function seriesAuthors(db: Database, seriesId: number): Promise<AuthorModel[]> {
  const shiurim = count(posts.id);
  const rows = await db
    .select({ author: authorColumns, shiurim })
    .from(postAuthors)
    .innerJoin(posts, eq(posts.id, postAuthors.postId))
    .innerJoin(authors, eq(authors.id, postAuthors.authorId))
    .where(and(publishedPost, eq(posts.seriesId, seriesId)))
    .groupBy(authors.id)
    .orderBy(desc(shiurim), asc(sortName(authors.name)), asc(authors.id));
  return rows.map((row) => row.author);
}

export async function authorSeries(db: Database, authorId: number): Promise<SeriesModel[]> {
  const shiurim = count(posts.id);
  const rows = await db
    .select({ series: seriesColumns, shiurim })
    .from(postAuthors)
    .innerJoin(posts, eq(posts.id, postAuthors.postId))
    .innerJoin(series, eq(series.id, posts.seriesId))
    .where(and(publishedPost, eq(postAuthors.authorId, authorId)))
    .groupBy(series.id)
    .orderBy(desc(shiurim), asc(sortName(series.name)), asc(series.id));
  return rows.map((row) => row.series);
}
