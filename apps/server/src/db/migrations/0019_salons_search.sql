-- The console's salon search matches a substring of one lower-cased text per salon (name, owner,
-- email): a trigram index answers it without reading every salon. The expression must stay the
-- same as salonSearchText in modules/salons/salons.repository.ts, or the planner will not use it.
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE INDEX "salons_search_trgm_idx" ON "salons" USING gin ((lower("name" || ' ' || coalesce("owner_first_name", '') || ' ' || coalesce("owner_last_name", '') || ' ' || coalesce("email", ''))) gin_trgm_ops);
