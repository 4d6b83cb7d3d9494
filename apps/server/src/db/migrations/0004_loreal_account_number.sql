ALTER TABLE "salons" RENAME COLUMN "supplier_account_number" TO "loreal_account_number";--> statement-breakpoint
-- The lookup's answer was kept apart; it was only asked for when no number was typed, so it fills the one column.
UPDATE "salons" SET "loreal_account_number" = "sys_account_number" WHERE "loreal_account_number" IS NULL AND "sys_account_number" IS NOT NULL;--> statement-breakpoint
ALTER TABLE "salons" DROP COLUMN "sys_account_number";
