/** Plans each series row against the stored series with the same external id: create, update or leave. */
import { eq, inArray } from 'drizzle-orm';
import { schema, type Database } from '@openshiur/db';
import { holdsAlready } from './compare';
import { freeSlug, inBatches, takeIds } from './identity';
import type { PlannedRow } from './stage';
import type { IdsByExternalId } from './import-authors';
import type { SeriesImport } from './validate-series';

const { series } = schema;

export async function planSeries(
  db: Database,
  items: readonly { row: number; value: SeriesImport }[],
  { dryRun, ids }: { dryRun: boolean; ids: IdsByExternalId },
): Promise<PlannedRow[]> {
  const stored = new Map<string, typeof series.$inferSelect>();
  for (const batch of inBatches(items.map((item) => item.value.externalId))) {
    for (const row of await db.select().from(series).where(inArray(series.externalId, batch)))
      stored.set(row.externalId!, row);
  }
  const newCount = items.filter((item) => !stored.has(item.value.externalId)).length;
  const taken = new Set(
    newCount > 0
      ? (await db.select({ slug: series.slug }).from(series)).map((row) => row.slug)
      : [],
  );
  const newIds = dryRun ? [] : await takeIds(db, 'series', newCount);

  return items.map(({ row, value }) => {
    const { externalId, ...fields } = value;
    const current = stored.get(externalId);
    if (current) {
      const remember = () => ids.set(externalId, current.id);
      if (holdsAlready(current, fields))
        return { row, externalId, outcome: 'unchanged', onStored: remember };
      return {
        row,
        externalId,
        outcome: 'updated',
        // Search keys null: the site's indexer takes the series' new words.
        write: async (tx) =>
          void (await tx
            .update(series)
            .set({ ...fields, searchKeys: null })
            .where(eq(series.id, current.id))),
        onStored: remember,
      };
    }
    const id = newIds.shift() ?? null;
    const slug = freeSlug(taken, value.name, 'series');
    return {
      row,
      externalId,
      outcome: 'created',
      write: async (tx) =>
        void (await tx.insert(series).values({ id: id!, slug, externalId, ...fields })),
      onStored: () => ids.set(externalId, id),
    };
  });
}
