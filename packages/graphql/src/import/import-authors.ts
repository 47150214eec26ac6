/** Plans each author row against the stored authors with the same external id: create, update or leave. */
import { eq, inArray } from 'drizzle-orm';
import { schema, type Database } from '@openshiur/db';
import { holdsAlready } from './compare';
import { freeSlug, inBatches, takeIds } from './identity';
import type { PlannedRow } from './stage';
import type { AuthorImport } from './validate-author';
import { stripMarkup } from '../server/sanitize';

const { authors } = schema;

/** External id → the stored row's id, or null for one a dry run would create. */
export type IdsByExternalId = Map<string, number | null>;

export async function planAuthors(
  db: Database,
  items: readonly { row: number; value: AuthorImport }[],
  { dryRun, ids }: { dryRun: boolean; ids: IdsByExternalId },
): Promise<PlannedRow[]> {
  const stored = new Map<string, typeof authors.$inferSelect>();
  for (const batch of inBatches(items.map((item) => item.value.externalId))) {
    for (const row of await db.select().from(authors).where(inArray(authors.externalId, batch)))
      stored.set(row.externalId!, row);
  }
  const newCount = items.filter((item) => !stored.has(item.value.externalId)).length;
  const taken = new Set(
    newCount > 0
      ? (await db.select({ slug: authors.slug }).from(authors)).map((row) => row.slug)
      : [],
  );
  const newIds = dryRun ? [] : await takeIds(db, 'authors', newCount);

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
        // Search keys null: the site's indexer takes the author's new words.
        write: async (tx) =>
          void (await tx
            .update(authors)
            .set({ ...fields, searchKeys: null })
            .where(eq(authors.id, current.id))),
        onStored: remember,
      };
    }
    const id = newIds.shift() ?? null;
    const slug = freeSlug(taken, stripMarkup(value.name), 'author');
    return {
      row,
      externalId,
      outcome: 'created',
      write: async (tx) =>
        void (await tx.insert(authors).values({ id: id!, slug, externalId, ...fields })),
      onStored: () => ids.set(externalId, id),
    };
  });
}
