ALTER TABLE "appointments" ADD COLUMN "client_name" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "appointments" ADD COLUMN "staff_name" text DEFAULT '' NOT NULL;--> statement-breakpoint
-- An appointment carries its client's and stylist's names so that a salon's appointments page,
-- filter and search on one table. The copies are kept here, whoever writes the rows.
UPDATE "appointments" AS a SET
  "client_name" = coalesce((SELECT u."name" FROM "users" AS u WHERE u."id" = a."client_id"), ''),
  "staff_name" = coalesce((SELECT s."name" FROM "staff" AS s WHERE s."id" = a."staff_id"), '');--> statement-breakpoint
CREATE FUNCTION "appointments_copy_names"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW."client_name" := coalesce((SELECT u."name" FROM "users" AS u WHERE u."id" = NEW."client_id"), '');
  NEW."staff_name" := coalesce((SELECT s."name" FROM "staff" AS s WHERE s."id" = NEW."staff_id"), '');
  RETURN NEW;
END
$$;--> statement-breakpoint
CREATE TRIGGER "appointments_copy_names" BEFORE INSERT OR UPDATE OF "client_id", "staff_id", "client_name", "staff_name" ON "appointments"
FOR EACH ROW EXECUTE FUNCTION "appointments_copy_names"();--> statement-breakpoint
CREATE FUNCTION "users_copy_name_to_appointments"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "appointments" SET "client_name" = NEW."name" WHERE "client_id" = NEW."id";
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "users_copy_name_to_appointments" AFTER UPDATE OF "name" ON "users"
FOR EACH ROW WHEN (OLD."name" IS DISTINCT FROM NEW."name")
EXECUTE FUNCTION "users_copy_name_to_appointments"();--> statement-breakpoint
CREATE FUNCTION "staff_copy_name_to_appointments"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "appointments" SET "staff_name" = NEW."name" WHERE "staff_id" = NEW."id";
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "staff_copy_name_to_appointments" AFTER UPDATE OF "name" ON "staff"
FOR EACH ROW WHEN (OLD."name" IS DISTINCT FROM NEW."name")
EXECUTE FUNCTION "staff_copy_name_to_appointments"();
