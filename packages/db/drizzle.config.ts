// drizzle-kit reads this to generate SQL migrations into ./drizzle from the schema.
// Apply migrations from code (`migrate(db)`), not with `drizzle-kit migrate`: the kit's PGlite driver
// cannot load the pg_trgm extension the first migration creates.
import { defineConfig } from 'drizzle-kit';

export default defineConfig({
  dialect: 'postgresql',
  schema: './src/schema.ts',
  out: './drizzle',
});
