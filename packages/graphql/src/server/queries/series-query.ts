import { asc, sql } from 'drizzle-orm';
import { schema, seriesColumns, type Database } from '@openshiur/db';
import type { SeriesModel } from '../models';
import { sortName } from './name-order';
import { publishedPost } from './visibility';

const { series, posts } = schema;

const seriesHasPublishedPost = sql`exists (select 1 from ${posts} where ${posts.seriesId} = ${series.id} and ${publishedPost})`;

/** Series sorted by name; with includeEmpty false only those with a Published post (menu and footer). */
export function listAllSeries(db: Database, includeEmpty: boolean): Promise<SeriesModel[]> {
  return db
    .select(seriesColumns)
    .from(series)
    .where(includeEmpty ? undefined : seriesHasPublishedPost)
    .orderBy(asc(sortName(series.name)), asc(series.id));
}
