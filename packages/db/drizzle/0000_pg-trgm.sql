-- Trigram matching for the built-in search (typo-tolerant name and title search).
-- drizzle-kit never writes CREATE EXTENSION, so it lives in this custom migration, which runs first.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
