import { badUserInput } from '../errors';

/**
 * Keyset (cursor) pagination. A cursor is the sort key of the last row seen, base64url-encoded, so
 * pages stay stable while content is added and deep pages cost no OFFSET scan.
 */
export type SortKey = readonly (string | number | null)[];

export interface Edge<T> {
  cursor: string;
  node: T;
}

export interface Connection<T> {
  edges: Edge<T>[];
  pageInfo: { hasNextPage: boolean; endCursor: string | null };
  /** Counted only when a client asks for totalCount. */
  count: () => Promise<number>;
}

export function encodeCursor(key: SortKey): string {
  return Buffer.from(JSON.stringify(key), 'utf8').toString('base64url');
}

export function decodeCursor(
  cursor: string | null | undefined,
  length: number,
): SortKey | undefined {
  if (cursor == null || cursor === '') return undefined;
  try {
    const key: unknown = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
    if (
      Array.isArray(key) &&
      key.length === length &&
      key.every((part) => part === null || typeof part === 'string' || typeof part === 'number')
    ) {
      return key as SortKey;
    }
  } catch {
    // fall through to the error below
  }
  throw badUserInput('after is not a valid cursor', 'after');
}

/**
 * Turns `limit + 1` fetched rows into a connection: the extra row only tells whether a next page exists.
 */
export function toConnection<T>(
  rows: T[],
  limit: number,
  keyOf: (row: T) => SortKey,
  count: () => Promise<number>,
): Connection<T> {
  const page = rows.slice(0, limit);
  const edges = page.map((node) => ({ cursor: encodeCursor(keyOf(node)), node }));
  return {
    edges,
    pageInfo: { hasNextPage: rows.length > limit, endCursor: edges.at(-1)?.cursor ?? null },
    count,
  };
}
