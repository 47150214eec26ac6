/**
 * Plans the rows of authors or series (records named and slugged alike) against the stored ones
 * with the same external ids: create, update, or leave unchanged. New rows get their ids and slugs
 * here, so a chunk of them is one multi-row INSERT.
 */
import { eq, inArray } from 'drizzle-orm';
import { schema, type Database } from '@openshiur/db';
import { holdsAlready } from './compare';
import { freeSlug, inBatches, takeIds } from './identity';
import type { PlannedRow, WriteTogether } from './stage';

const { authors, series } = schema;

/** External id → the stored row's id, or null for one a dry run would create. */
export type IdsByExternalId = Map<string, number | null>;

type NamedTable = typeof authors | typeof series;

export interface NamedPlan {
  plans: PlannedRow<Record<string, unknown>>[];
  writeTogether: WriteTogether<Record<string, unknown>>;
}

export interface NamedOptions<TValue> {
  table: 'authors' | 'series';
  dryRun: boolean;
  /** Filled as rows are stored: what the posts' references are looked up in. */
  ids: IdsByExternalId;
  /** The text a new row's slug is made from, and the slug when it has no letters or digits. */
  slugText: (value: TValue) => string;
  slugFallback: string;
}

export async function planNamedRecords<TValue extends { externalId: string }>(
  db: Database,
  items: readonly { row: number; value: TValue }[],
  options: NamedOptions<TValue>,
): Promise<NamedPlan> {
  const table: NamedTable = options.table === 'authors' ? authors : series;
  const stored = new Map<string, Record<string, unknown> & { id: number }>();
  for (const batch of inBatches(items.map((item) => item.value.externalId))) {
    const rows = await db.select().from(table).where(inArray(table.externalId, batch));
    for (const row of rows) stored.set(row.externalId!, row);
  }
  const newCount = items.filter((item) => !stored.has(item.value.externalId)).length;
  const slugs = newCount > 0 ? await db.select({ slug: table.slug }).from(table) : [];
  const taken = new Set(slugs.map((row) => row.slug));
  const newIds = options.dryRun ? [] : await takeIds(db, options.table, newCount);

  const plans = items.map(({ row, value }): PlannedRow<Record<string, unknown>> => {
    const { externalId, ...fields } = value;
    const current = stored.get(externalId);
    if (current) {
      const onStored = () => options.ids.set(externalId, current.id);
      if (holdsAlready(current, fields)) return { row, externalId, outcome: 'unchanged', onStored };
      // Search keys null: the site's indexer takes the record's new words.
      const changes = { ...fields, searchKeys: null };
      return {
        row,
        externalId,
        outcome: 'updated',
        write: async (tx) =>
          void (await tx.update(table).set(changes).where(eq(table.id, current.id))),
        onStored,
      };
    }
    const id = newIds.shift() ?? null;
    const values: Record<string, unknown> = {
      id,
      slug: freeSlug(taken, options.slugText(value), options.slugFallback),
      externalId,
      ...fields,
    };
    return {
      row,
      externalId,
      outcome: 'created',
      data: values,
      write: async (tx) =>
        void (await tx.insert(table).values(values as unknown as typeof table.$inferInsert)),
      onStored: () => options.ids.set(externalId, id),
    };
  });

  return {
    plans,
    async writeTogether(tx, chunk) {
      const values = chunk.flatMap((plan) => (plan.data ? [plan.data] : []));
      if (values.length > 0)
        await tx.insert(table).values(values as unknown as (typeof table.$inferInsert)[]);
      for (const plan of chunk) if (!plan.data) await plan.write!(tx);
    },
  };
}
