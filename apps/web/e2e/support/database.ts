import pg from 'pg';

/**
 * One statement on a PostgreSQL database, on a connection of its own (the specs that create a
 * database for their site, and read what it stored around the site).
 */
export async function queryDatabase<T = Record<string, unknown>>(url: string, statement: string, values: unknown[] = []): Promise<T[]> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 2000 });
  await client.connect();
  try {
    return (await client.query(statement, values)).rows as T[];
  } finally {
    await client.end();
  }
}
