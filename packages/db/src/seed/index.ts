/** Demo content: invented, clearly sample, deterministic, sized by `{ size }`. */
import { sql } from 'drizzle-orm';
import type { Database } from '../client';
import {
  authors,
  blogs,
  events,
  houseAds,
  pages,
  postAuthors,
  posts,
  postTags,
  series,
  shippingOptions,
  storeItems,
  streams,
  tags,
} from '../schema';
import { buildDemoDataset } from './dataset';
import { buildSampleHouseAds } from './house-ads';
import { advanceIdentity, insertInBatches } from './insert';
import type { SeedOptions } from './sizes';

export { buildDemoDataset, type DemoDataset } from './dataset';
export {
  SEED_REFERENCE_DATE,
  seedCounts,
  type SeedCounts,
  type SeedOptions,
  type SeedSize,
} from './sizes';

/** True when the database has no posts yet: the signal to seed demo content. */
export async function isDatabaseEmpty(db: Database): Promise<boolean> {
  const rows = await db.select({ id: posts.id }).from(posts).limit(1);
  return rows.length === 0;
}

/**
 * Writes the demo content in one transaction (all or nothing). Expects a migrated database
 * without content: the seed writes its own ids, and they would collide with existing rows.
 */
export async function seedDemoContent(db: Database, options: SeedOptions = {}): Promise<void> {
  const dataset = buildDemoDataset(options.size ?? 'small');
  await db.transaction(async (tx) => {
    // Foreign keys point backwards in this order.
    await insertInBatches(tx, authors, dataset.authors);
    await insertInBatches(tx, series, dataset.series);
    await insertInBatches(tx, tags, dataset.tags);
    await insertInBatches(tx, posts, dataset.posts);
    await insertInBatches(tx, postAuthors, dataset.postAuthors);
    await insertInBatches(tx, postTags, dataset.postTags);
    await insertInBatches(tx, pages, dataset.pages);
    await insertInBatches(tx, events, dataset.events);
    await insertInBatches(tx, blogs, dataset.blogs);
    await insertInBatches(tx, storeItems, dataset.storeItems);
    await insertInBatches(tx, shippingOptions, dataset.shippingOptions);
    await insertInBatches(tx, houseAds, buildSampleHouseAds());
    await insertInBatches(tx, streams, dataset.streams);
    for (const table of [authors, series, tags, posts, events, blogs, streams])
      await advanceIdentity(tx, table);
    // Fresh statistics, so the first queries on a just-seeded database get good plans.
    await tx.execute(sql`analyze`);
  });
}
