/**
 * Writing to Algolia: record batches, settings and synonyms, and the atomic rebuild of an index.
 * Every write waits for its task, so when a write resolves, searches see it (the site's "edit,
 * then look" flow and the tests both rely on that).
 */
import { algoliasearch, type IndexSettings, type SynonymHit } from 'algoliasearch';
import type { AlgoliaClientOptions } from './browser';

export type AlgoliaAdminClient = ReturnType<typeof algoliasearch>;

export function createAdminClient(
  appId: string,
  adminApiKey: string,
  clientOptions?: AlgoliaClientOptions,
): AlgoliaAdminClient {
  return algoliasearch(appId, adminApiKey, clientOptions);
}

/** Algolia's recommended batch size (and its helpers' default). */
export const DEFAULT_BATCH_SIZE = 1000;

function chunks<T>(items: readonly T[], size: number): T[][] {
  const result: T[][] = [];
  for (let start = 0; start < items.length; start += size)
    result.push(items.slice(start, start + size));
  return result;
}

export interface IndexWrites {
  upserts: readonly { objectID: string }[];
  deletes: readonly string[];
}

/** Saves and deletes records of one index, in batches, and waits until they are searchable. */
export async function writeRecords(
  client: AlgoliaAdminClient,
  indexName: string,
  writes: IndexWrites,
  batchSize = DEFAULT_BATCH_SIZE,
): Promise<void> {
  const requests = [
    ...writes.upserts.map((record) => ({ action: 'addObject' as const, body: { ...record } })),
    ...writes.deletes.map((objectID) => ({ action: 'deleteObject' as const, body: { objectID } })),
  ];
  const tasks: number[] = [];
  for (const batch of chunks(requests, batchSize)) {
    const { taskID } = await client.batch({ indexName, batchWriteParams: { requests: batch } });
    tasks.push(taskID);
  }
  for (const taskID of tasks) await client.waitForTask({ indexName, taskID });
}

export async function pushSettings(
  client: AlgoliaAdminClient,
  indexName: string,
  settings: IndexSettings,
): Promise<void> {
  const { taskID } = await client.setSettings({ indexName, indexSettings: settings });
  await client.waitForTask({ indexName, taskID });
}

/** Replaces every synonym of the index (and of its replicas) with these. */
export async function replaceSynonyms(
  client: AlgoliaAdminClient,
  indexName: string,
  synonyms: SynonymHit[],
): Promise<void> {
  const { taskID } = await client.saveSynonyms({
    indexName,
    synonymHit: synonyms,
    forwardToReplicas: true,
    replaceExistingSynonyms: true,
  });
  await client.waitForTask({ indexName, taskID });
}

/**
 * Rebuilds an index's records atomically: settings and synonyms are copied into a temporary index,
 * the records are written there page by page, and the temporary index is then moved onto the live
 * one in one operation. Searches see the old records until the move, then all the new ones, never
 * a half-built index; records that are gone from the database simply are not in the new one. A
 * move onto an index with replicas keeps them and refreshes their records (Algolia's documented
 * behaviour), so the sort replicas follow. This is what the client's `replaceAllObjects` does,
 * but fed page by page so a large catalogue never sits in memory at once.
 *
 * Writes the live index receives while this runs are lost at the move: run a sync afterwards
 * for anything edited during a reindex.
 */
export async function replaceIndexContents(
  client: AlgoliaAdminClient,
  indexName: string,
  pages: AsyncIterable<readonly { objectID: string }[]>,
): Promise<number> {
  const temporary = `${indexName}_tmp_${Date.now().toString(36)}${Math.floor(Math.random() * 1e6).toString(36)}`;
  try {
    const copy = await client.operationIndex({
      indexName,
      operationIndexParams: {
        operation: 'copy',
        destination: temporary,
        scope: ['settings', 'synonyms', 'rules'],
      },
    });
    await client.waitForTask({ indexName: temporary, taskID: copy.taskID });

    let count = 0;
    const tasks: number[] = [];
    for await (const page of pages) {
      if (page.length === 0) continue;
      const { taskID } = await client.batch({
        indexName: temporary,
        batchWriteParams: {
          requests: page.map((record) => ({ action: 'addObject' as const, body: { ...record } })),
        },
      });
      tasks.push(taskID);
      count += page.length;
    }
    for (const taskID of tasks) await client.waitForTask({ indexName: temporary, taskID });

    const move = await client.operationIndex({
      indexName: temporary,
      operationIndexParams: { operation: 'move', destination: indexName },
    });
    await client.waitForTask({ indexName: temporary, taskID: move.taskID });
    return count;
  } catch (error) {
    // Leave no temporary index behind; the live one is untouched until the move.
    await client.deleteIndex({ indexName: temporary }).catch(() => undefined);
    throw error;
  }
}

/** Records of these ids as the index holds them now (missing ones left out). */
export async function readRecords(
  client: AlgoliaAdminClient,
  indexName: string,
  objectIDs: readonly string[],
  attributesToRetrieve: string[],
): Promise<Record<string, unknown>[]> {
  const found: Record<string, unknown>[] = [];
  for (const batch of chunks(objectIDs, DEFAULT_BATCH_SIZE)) {
    const { results } = await client.getObjects<Record<string, unknown>>({
      requests: batch.map((objectID) => ({ indexName, objectID, attributesToRetrieve })),
    });
    for (const record of results) if (record) found.push(record);
  }
  return found;
}

const isNotFound = (error: unknown) => (error as { status?: unknown } | null)?.status === 404;

/**
 * Ids of the records matching any of these facet filters (OR), read with `browse` so there is no
 * 1000-hit cap. An index that does not exist yet holds nothing.
 */
export async function browseIds(
  client: AlgoliaAdminClient,
  indexName: string,
  anyOf: readonly string[],
): Promise<string[]> {
  const ids: string[] = [];
  for (const filters of chunks(anyOf, 100)) {
    try {
      await client.browseObjects<Record<string, unknown>>({
        indexName,
        browseParams: {
          query: '',
          facetFilters: [filters],
          attributesToRetrieve: [],
          hitsPerPage: 1000,
        },
        aggregator: (response) => {
          for (const hit of response.hits) ids.push(String(hit.objectID));
        },
      });
    } catch (error) {
      if (isNotFound(error)) return [];
      throw error;
    }
  }
  return [...new Set(ids)];
}
