-- The newest-first index now carries the title and names documents (INCLUDE), so the search
-- dropdown's walk over the newest posts reads the index alone, never the table's rows: about
-- 0.45 µs a post instead of several, which lets it look at 5,000 posts for the cost of 1,000
-- (@openshiur/search suggest-posts.ts). Drizzle cannot declare INCLUDE, so the schema leaves
-- this index to SQL (src/schema/search-posts.ts says so).
DROP INDEX "search_posts_newest_idx";--> statement-breakpoint
CREATE INDEX "search_posts_newest_idx" ON "search_posts" USING btree ("sort_date" desc, "post_id" desc) INCLUDE ("title_vector", "context_vector");
