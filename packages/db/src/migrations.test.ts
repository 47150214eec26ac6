import { readFileSync } from 'node:fs';
import { generateDrizzleJson, generateMigration } from 'drizzle-kit/api';
import { describe, expect, it } from 'vitest';
import { migrationsFolder, readMigrationsFolder } from '../scripts/embed-migrations';
import { embeddedMigrations } from './migrations.generated';
import * as schema from './schema';

describe('migrations', () => {
  it('src/migrations.generated.ts matches drizzle/ (run `pnpm db:generate` if not)', () => {
    expect(embeddedMigrations).toEqual(readMigrationsFolder());
  });

  it('drizzle/ matches the schema: generating now would add nothing (run `pnpm db:generate` if not)', async () => {
    const journal = JSON.parse(readFileSync(`${migrationsFolder}/meta/_journal.json`, 'utf8')) as {
      entries: { idx: number }[];
    };
    const last = String(journal.entries.at(-1)?.idx ?? 0).padStart(4, '0');
    const snapshot = JSON.parse(
      readFileSync(`${migrationsFolder}/meta/${last}_snapshot.json`, 'utf8'),
    );
    const statements = await generateMigration(snapshot, generateDrizzleJson(schema));
    expect(statements).toEqual([]);
  });

  it('creates pg_trgm before anything else', () => {
    expect(embeddedMigrations[0]?.sql.join('')).toContain('CREATE EXTENSION IF NOT EXISTS pg_trgm');
  });
});
