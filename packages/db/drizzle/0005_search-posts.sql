-- search_posts: the built-in search engine's narrow copy of each Published post (see
-- src/schema/search-posts.ts for why). Filled before its indexes are built, which is faster.
CREATE TABLE "search_posts" (
	"post_id" integer PRIMARY KEY NOT NULL,
	"sort_date" timestamp with time zone NOT NULL,
	"title_vector" "tsvector" NOT NULL,
	"context_vector" "tsvector" NOT NULL,
	"document_vector" "tsvector" NOT NULL,
	"topics" text[] NOT NULL,
	"holidays" text[] NOT NULL,
	"media_type" text NOT NULL,
	"language" text NOT NULL,
	"clip_length" text,
	"series_id" integer
);
--> statement-breakpoint
ALTER TABLE "search_posts" ADD CONSTRAINT "search_posts_post_id_posts_id_fk" FOREIGN KEY ("post_id") REFERENCES "public"."posts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- Where an unfinished rebuild of the index stands (see src/schema/search.ts).
CREATE TABLE "search_reindex_state" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"stage" text NOT NULL,
	"last_id" integer NOT NULL,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
-- A search document from some texts: each normalised on its own (markup in one cannot swallow the
-- next), without positions or weights, which nothing reads.
CREATE FUNCTION search_document(VARIADIC parts text[]) RETURNS tsvector
LANGUAGE sql IMMUTABLE PARALLEL SAFE
AS $$
  SELECT strip(to_tsvector('simple'::regconfig,
    coalesce((SELECT string_agg(search_normalize(part), ' ') FROM unnest(parts) AS part), '')))
$$;
--> statement-breakpoint
-- The one definition of a search_posts row, read by the backfill below and by the triggers.
CREATE VIEW search_posts_source AS
SELECT p.id AS post_id,
  coalesce(p.published_at, p.created_at) AS sort_date,
  search_document(p.title, p.search_keys) AS title_vector,
  search_document(p.search_context) AS context_vector,
  search_document(p.title, p.search_keys, p.search_context, p.excerpt, p.body) AS document_vector,
  p.topics, p.holidays, p.media_type, p.language, p.clip_length, p.series_id
FROM posts p
WHERE p.status = 'Published';
--> statement-breakpoint
INSERT INTO search_posts SELECT * FROM search_posts_source;
--> statement-breakpoint
-- Keeps search_posts in step with posts inside the statement that changes them. Statement-level
-- triggers with transition tables: a seed or import of 100,000 rows costs one INSERT ... SELECT,
-- not 100,000 trigger calls. Deletes follow through the foreign key.
CREATE FUNCTION search_posts_refresh() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' THEN
    DELETE FROM search_posts s USING changed_old o WHERE s.post_id = o.id;
  END IF;
  INSERT INTO search_posts
  SELECT s.* FROM search_posts_source s JOIN changed_new n ON n.id = s.post_id;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER search_posts_after_insert AFTER INSERT ON posts
  REFERENCING NEW TABLE AS changed_new
  FOR EACH STATEMENT EXECUTE FUNCTION search_posts_refresh();
--> statement-breakpoint
CREATE TRIGGER search_posts_after_update AFTER UPDATE ON posts
  REFERENCING OLD TABLE AS changed_old NEW TABLE AS changed_new
  FOR EACH STATEMENT EXECUTE FUNCTION search_posts_refresh();
--> statement-breakpoint
CREATE INDEX "search_posts_newest_idx" ON "search_posts" USING btree ("sort_date" desc,"post_id" desc);--> statement-breakpoint
CREATE INDEX "search_posts_title_idx" ON "search_posts" USING gin ("title_vector");--> statement-breakpoint
CREATE INDEX "search_posts_context_idx" ON "search_posts" USING gin ("context_vector");--> statement-breakpoint
CREATE INDEX "search_posts_document_idx" ON "search_posts" USING gin ("document_vector");--> statement-breakpoint
CREATE INDEX "search_posts_series_idx" ON "search_posts" USING btree ("series_id");--> statement-breakpoint
-- posts.search_vector is replaced by search_posts.document_vector.
DROP INDEX "posts_search_vector_idx";--> statement-breakpoint
ALTER TABLE "posts" DROP COLUMN "search_vector";
