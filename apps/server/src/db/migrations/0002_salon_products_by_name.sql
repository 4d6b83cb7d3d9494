ALTER TABLE "salon_products" ADD COLUMN "product_name" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "salon_products" ADD COLUMN "brand_id" uuid;--> statement-breakpoint
ALTER TABLE "salon_products" ADD COLUMN "product_type" "product_type";--> statement-breakpoint
CREATE INDEX "salon_products_salon_name_idx" ON "salon_products" USING btree ("salon_id","product_name","id");--> statement-breakpoint
-- A salon product carries its catalogue product's name, brand and type so that a salon's products
-- page by name on one index. The copies are kept here, whoever writes the rows.
UPDATE "salon_products" AS sp SET "product_name" = cp."product_name", "brand_id" = cp."brand_id", "product_type" = cp."product_type"
FROM "catalogue_products" AS cp WHERE cp."id" = sp."product_id";--> statement-breakpoint
CREATE FUNCTION "salon_products_copy_catalogue"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  SELECT cp."product_name", cp."brand_id", cp."product_type" INTO NEW."product_name", NEW."brand_id", NEW."product_type"
  FROM "catalogue_products" AS cp WHERE cp."id" = NEW."product_id";
  RETURN NEW;
END
$$;--> statement-breakpoint
CREATE TRIGGER "salon_products_copy_catalogue" BEFORE INSERT OR UPDATE ON "salon_products"
FOR EACH ROW EXECUTE FUNCTION "salon_products_copy_catalogue"();--> statement-breakpoint
CREATE FUNCTION "catalogue_products_copy_to_salons"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "salon_products" SET "product_name" = NEW."product_name", "brand_id" = NEW."brand_id", "product_type" = NEW."product_type"
  WHERE "product_id" = NEW."id";
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "catalogue_products_copy_to_salons" AFTER UPDATE OF "product_name", "brand_id", "product_type" ON "catalogue_products"
FOR EACH ROW WHEN (OLD."product_name" IS DISTINCT FROM NEW."product_name" OR OLD."brand_id" IS DISTINCT FROM NEW."brand_id" OR OLD."product_type" IS DISTINCT FROM NEW."product_type")
EXECUTE FUNCTION "catalogue_products_copy_to_salons"();
