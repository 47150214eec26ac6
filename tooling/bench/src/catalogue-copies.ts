/**
 * Growing the large seed into a larger catalogue inside PostgreSQL: posts beyond the seed are
 * dated copies of it. Copy k of seed post i gets id `k × seedPosts + i`, so a catalogue of N posts
 * is exactly ids 1…N whatever N is, batches go in id order, and a run that stopped half-way
 * resumes after the highest id present. Pure: this builds the plan and the SQL, the caller runs it.
 */

export interface CopyBatch {
  /** Which copy of the seed (1 = the first copy). */
  copy: number;
  /** New ids, inclusive: seed ids `firstId − copy × seedPosts` … `lastId − copy × seedPosts`. */
  firstId: number;
  lastId: number;
}

/**
 * The batches that take a catalogue of ids 1…`present` to ids 1…`target`, at most `batchSize`
 * posts each and never across two copies (one copy, one date shift per statement).
 */
export function copyBatches(present: number, target: number, seedPosts: number, batchSize: number): CopyBatch[] {
  if (present < seedPosts) throw new Error(`Copies start from the whole seed (${seedPosts} posts), not ${present}`);
  const batches: CopyBatch[] = [];
  for (let firstId = present + 1; firstId <= target; ) {
    const copy = Math.floor((firstId - 1) / seedPosts);
    const lastId = Math.min(target, firstId + batchSize - 1, (copy + 1) * seedPosts);
    batches.push({ copy, firstId, lastId });
    firstId = lastId + 1;
  }
  return batches;
}

/**
 * Whole years between copies: enough to clear the seed's own span of dates, so copy k lies
 * entirely before copy k − 1 and no two posts share a date (a 2.5-year seed: 3 years a copy).
 */
export function yearsPerCopy(oldest: Date, newest: Date): number {
  const year = 365.25 * 24 * 60 * 60 * 1000;
  return Math.max(1, Math.floor((newest.getTime() - oldest.getTime()) / year) + 1);
}

/** Columns of posts a copy writes differently from its seed post; the rest are copied as they are. */
const DATED_COLUMNS = new Set(['published_at', 'scheduled_for', 'created_at', 'updated_at']);

const quote = (name: string) => `"${name.replace(/"/g, '""')}"`;

/** The seed rows a batch copies, read from `alias`. */
function seedRange(batch: CopyBatch, seedPosts: number, column: string): string {
  const offset = batch.copy * seedPosts;
  return `${column} between ${batch.firstId - offset} and ${batch.lastId - offset}`;
}

/**
 * INSERT … SELECT of one batch of posts. `columns`: the table's writable columns (generated ones
 * left out: PostgreSQL computes them). Ids and slugs are new (seed slugs end in `-{id}`), dates
 * move back `copy × years` years, and the indexer's columns (`search_*`) stay NULL, so the copies
 * are waiting to be indexed as any new post would be.
 */
export function copyPostsSql(columns: readonly string[], batch: CopyBatch, seedPosts: number, years: number): string {
  const offset = batch.copy * seedPosts;
  const values = columns.map((column) => {
    if (column === 'id') return `p.id + ${offset}`;
    if (column === 'slug') return `regexp_replace(p.slug, '-[0-9]+$', '') || '-' || (p.id + ${offset})`;
    if (column.startsWith('search_')) return 'null';
    if (DATED_COLUMNS.has(column)) return `p.${quote(column)} - make_interval(years => ${batch.copy * years})`;
    return `p.${quote(column)}`;
  });
  return [
    `insert into posts (${columns.map(quote).join(', ')})`,
    `select ${values.join(', ')}`,
    `from posts p where ${seedRange(batch, seedPosts, 'p.id')}`,
  ].join('\n');
}

/** INSERT … SELECT of the rows of a post-keyed link table (`post_authors`, `post_tags`) for a batch. */
export function copyLinksSql(table: string, columns: readonly string[], batch: CopyBatch, seedPosts: number): string {
  const offset = batch.copy * seedPosts;
  const values = columns.map((column) => (column === 'post_id' ? `l.post_id + ${offset}` : `l.${quote(column)}`));
  return [
    `insert into ${quote(table)} (${columns.map(quote).join(', ')})`,
    `select ${values.join(', ')}`,
    `from ${quote(table)} l where ${seedRange(batch, seedPosts, 'l.post_id')}`,
  ].join('\n');
}
