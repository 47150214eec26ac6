import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, testDatabaseKinds, type TestDatabase } from '@openshiur/db/testing';
import { normalizeForSearch, searchTokens } from './normalize';

const samples = [
  'Pesaḥim 10b',
  'בְּרֵאשִׁית',
  "Tisha B'Av",
  'ל״ג בעומר',
  'Rabbi <em>Sample</em> Name',
  'Lech-Lecha',
  'ŠULḤAN ʿARUKH',
  'Kesuvos 10: A “Sample” Sugya',
  'Rabbi Scripty <script>alert("xss")</script>Injectorman',
  'Two <style>b{}</style>parts <SCRIPT type="x">a</SCRIPT> here',
];

describe('searchTokens', () => {
  it('splits into words of any script, folding marks away', () => {
    expect(searchTokens("Tisha B'Av")).toEqual(['tisha', 'bav']);
    expect(searchTokens('ל״ג בעומר')).toEqual(['לג', 'בעומר']);
    expect(searchTokens('Pesaḥim 10b')).toEqual(['pesahim', '10b']);
    expect(searchTokens('Rabbi <em>Sample</em> Name')).toEqual(['rabbi', 'sample', 'name']);
    expect(searchTokens('  --  ')).toEqual([]);
  });
});

// The index side is SQL (search_normalize, in a generated column), the query side TypeScript:
// they must agree, or a word indexed one way is searched for another.
describe.each(testDatabaseKinds())('normalizeForSearch agrees with SQL search_normalize on %s', (kind) => {
  let testDb: TestDatabase;
  beforeAll(async () => {
    testDb = await createTestDatabase(kind);
  });
  afterAll(() => testDb?.cleanup());

  it.each(samples)('%s', async (sample) => {
    const { rows } = await testDb.db.execute<{ normalized: string }>(sql`select search_normalize(${sample}) as normalized`);
    expect(rows[0]?.normalized).toBe(normalizeForSearch(sample));
  });

  it.each(samples)('tokenizes %s as to_tsvector does', async (sample) => {
    const { rows } = await testDb.db.execute<{ lexeme: string }>(
      sql`select unnest(tsvector_to_array(to_tsvector('simple', search_normalize(${sample})))) as lexeme`,
    );
    const lexemes = rows.map((row) => row.lexeme);
    for (const token of searchTokens(sample)) expect(lexemes).toContain(token);
  });
});
