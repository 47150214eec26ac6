import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql, type SQL } from 'drizzle-orm';
import { createTestDatabase, testDatabaseKinds, type TestDatabase } from '@openshiur/db/testing';
import { TIERS } from './suggest-posts';

/** Every node of a JSON plan, depth first. */
function planNodes(plan: Record<string, unknown>): Record<string, unknown>[] {
  const children = (plan.Plans as Record<string, unknown>[] | undefined) ?? [];
  return [plan, ...children.flatMap(planNodes)];
}

// The dropdown is fast because of its plans, not its data: the window step walks the date index
// and stops; the full step reads the tier's GIN index. On a PostgreSQL server (the production
// path) with enough rows that the planner has a real choice. Timings are the bench's business.
const onPostgres = testDatabaseKinds().includes('postgres');

describe.skipIf(!onPostgres)('the dropdown query plans on PostgreSQL', () => {
  let testDb: TestDatabase;

  beforeAll(async () => {
    testDb = await createTestDatabase('postgres');
    // 20,000 Published posts: most titles share common words, a few hold a rare one.
    await testDb.db.execute(sql`
      insert into posts (slug, title, platform, media_type, status, published_at)
      select 'post-' || n,
        case when n % 1000 = 0 then 'Rare Zebulunite Lesson ' || n else 'Daf Yomi Berachos Shiur ' || n end,
        'Torah Online', 'Audio', 'Published', timestamptz '2020-01-01' + n * interval '1 hour'
      from generate_series(1, 20000) as n`);
    // As autovacuum would: statistics, and the GIN indexes' pending entries merged.
    await testDb.db.execute(sql`vacuum analyze search_posts`);
  }, 120_000);
  afterAll(async () => testDb?.cleanup());

  async function plan(statement: SQL): Promise<Record<string, unknown>[]> {
    const { rows } = await testDb.db.execute<{ 'QUERY PLAN': [{ Plan: Record<string, unknown> }] }>(
      sql`explain (format json) ${statement}`,
    );
    return planNodes(rows[0]!['QUERY PLAN'][0].Plan);
  }

  const query = (text: string) => sql`to_tsquery('simple', ${text})`;
  const indexes = (nodes: Record<string, unknown>[]) => nodes.map((node) => node['Index Name']).filter(Boolean);

  it('finds a common prefix by walking the newest posts in date order, never scanning the table', async () => {
    for (const tier of TIERS) {
      for (const filtered of [false, true]) {
        const where = filtered ? sql`'Gemara' = any(p.topics)` : sql`true`;
        const nodes = await plan(tier.recent(query('b:*'), 8, where, filtered));
        expect(indexes(nodes)).toContain('search_posts_newest_idx');
        expect(nodes.map((node) => node['Node Type'])).not.toContain('Seq Scan');
      }
    }
  });

  it('without filters, walks the title and names from the date index alone (no table rows read)', async () => {
    const [title, names, text] = TIERS;
    for (const tier of [title!, names!]) {
      const nodes = await plan(tier.recent(query('b:*'), 8, sql`p.post_id <> all('{1,2}'::int[])`, false));
      const walk = nodes.find((node) => node['Index Name'] === 'search_posts_newest_idx');
      expect(walk?.['Node Type']).toBe('Index Only Scan');
    }
    // The text document is too large for the index: its walk reads rows.
    const nodes = await plan(text!.recent(query('b:*'), 8, sql`true`, false));
    expect(nodes.find((node) => node['Index Name'] === 'search_posts_newest_idx')?.['Node Type']).toBe('Index Scan');
  });

  it('finds every match of a rare word through the tier GIN index', async () => {
    const expected = ['search_posts_title_idx', 'search_posts_context_idx', 'search_posts_document_idx'];
    for (const [position, tier] of TIERS.entries()) {
      const nodes = await plan(tier.all(query('zebulunite'), 8, sql`true`));
      expect(indexes(nodes)).toContain(expected[position]);
      expect(nodes.map((node) => node['Node Type'])).not.toContain('Seq Scan');
    }
  });
});
