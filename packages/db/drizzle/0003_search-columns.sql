CREATE TABLE "search_terms" (
	"term" text PRIMARY KEY NOT NULL
);
--> statement-breakpoint
ALTER TABLE "authors" ADD COLUMN "search_keys" text;--> statement-breakpoint
ALTER TABLE "authors" ADD COLUMN "search_vector" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('simple'::regconfig, search_normalize(coalesce("name", ''))), 'A') || setweight(to_tsvector('simple'::regconfig, search_normalize(coalesce("search_keys", ''))), 'A') || setweight(to_tsvector('simple'::regconfig, search_normalize(coalesce("bio", ''))), 'D')) STORED;--> statement-breakpoint
ALTER TABLE "series" ADD COLUMN "search_keys" text;--> statement-breakpoint
ALTER TABLE "series" ADD COLUMN "search_vector" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('simple'::regconfig, search_normalize(coalesce("name", ''))), 'A') || setweight(to_tsvector('simple'::regconfig, search_normalize(coalesce("search_keys", ''))), 'A') || setweight(to_tsvector('simple'::regconfig, search_normalize(coalesce("description", ''))), 'D')) STORED;--> statement-breakpoint
ALTER TABLE "posts" ADD COLUMN "search_keys" text;--> statement-breakpoint
ALTER TABLE "posts" ADD COLUMN "search_context" text;--> statement-breakpoint
ALTER TABLE "posts" ADD COLUMN "search_vector" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('simple'::regconfig, search_normalize(coalesce("title", ''))), 'A') || setweight(to_tsvector('simple'::regconfig, search_normalize(coalesce("search_keys", ''))), 'A') || setweight(to_tsvector('simple'::regconfig, search_normalize(coalesce("search_context", ''))), 'B') || setweight(to_tsvector('simple'::regconfig, search_normalize(coalesce("excerpt", ''))), 'C') || setweight(to_tsvector('simple'::regconfig, search_normalize(coalesce("body", ''))), 'D')) STORED;--> statement-breakpoint
CREATE INDEX "search_terms_trgm_idx" ON "search_terms" USING gin ("term" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "authors_search_vector_idx" ON "authors" USING gin ("search_vector");--> statement-breakpoint
CREATE INDEX "series_search_vector_idx" ON "series" USING gin ("search_vector");--> statement-breakpoint
CREATE INDEX "posts_search_vector_idx" ON "posts" USING gin ("search_vector");--> statement-breakpoint
CREATE INDEX "posts_unindexed_idx" ON "posts" USING btree ("id") WHERE "posts"."search_keys" is null;