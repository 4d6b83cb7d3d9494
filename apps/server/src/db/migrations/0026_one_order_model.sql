CREATE TYPE "public"."order_source" AS ENUM('MIRROR', 'PORTAL', 'PARTNER');--> statement-breakpoint
CREATE TYPE "public"."order_state" AS ENUM('AWAITING_PAYMENT', 'READY_TO_HAND_OVER', 'TO_SHIP', 'COMPLETED', 'CANCELLED', 'REFUNDED');--> statement-breakpoint
CREATE TABLE "order_refunds" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_id" uuid NOT NULL,
	"provider" text NOT NULL,
	"provider_payment_id" text NOT NULL,
	"provider_refund_id" text,
	"amount_cents" integer NOT NULL,
	"requested_by" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"refunded_at" timestamp with time zone,
	CONSTRAINT "order_refunds_amount_check" CHECK ("order_refunds"."amount_cents" >= 0)
);--> statement-breakpoint
ALTER TABLE "order_refunds" ADD CONSTRAINT "order_refunds_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "order_refunds_order_key" ON "order_refunds" USING btree ("order_id");--> statement-breakpoint
-- Every line keeps its unit price: each total so far was quantity x price.
ALTER TABLE "order_line_items" ADD COLUMN "unit_price_cents" integer;--> statement-breakpoint
UPDATE "order_line_items" SET "unit_price_cents" = "total_cents" / "quantity";--> statement-breakpoint
ALTER TABLE "order_line_items" ALTER COLUMN "unit_price_cents" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "order_line_items" DROP CONSTRAINT "order_line_items_amounts_check";--> statement-breakpoint
ALTER TABLE "order_line_items" ADD CONSTRAINT "order_line_items_amounts_check" CHECK ("order_line_items"."quantity" > 0 and "order_line_items"."unit_price_cents" >= 0 and "order_line_items"."total_cents" = "order_line_items"."quantity" * "order_line_items"."unit_price_cents");--> statement-breakpoint
CREATE INDEX "order_line_items_product_idx" ON "order_line_items" USING btree ("product_id");--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "source" "order_source";--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "appointment_id" uuid;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "order_state" "order_state";--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "paid_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "refunded_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_appointment_id_appointments_id_fk" FOREIGN KEY ("appointment_id") REFERENCES "public"."appointments"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
-- The session of each order, from its cart.
UPDATE "orders" o SET "appointment_id" = c."appointment_id" FROM "carts" c WHERE c."id" = o."cart_id";--> statement-breakpoint
-- Paid in the portal.
UPDATE "orders" o SET "source" = 'PORTAL', "paid_at" = p."paid_at" FROM "order_payments" p WHERE p."order_id" = o."id" AND p."paid_at" IS NOT NULL;--> statement-breakpoint
-- A mirror cart kept, cancelled, when a portal purchase replaced it.
UPDATE "orders" SET "source" = 'MIRROR' WHERE "source" IS NULL AND "replaced_by_order_id" IS NOT NULL;--> statement-breakpoint
-- Any other order came through the partner, which was paid when it was placed.
UPDATE "orders" SET "source" = 'PARTNER', "paid_at" = "created_at" WHERE "source" IS NULL;--> statement-breakpoint
-- Status and delivery: the order's own, else its cart's.
UPDATE "orders" o SET "status" = coalesce(o."status", c."status", 'WAITING'), "delivery_type" = coalesce(o."delivery_type", c."delivery_type") FROM "carts" c WHERE c."id" = o."cart_id";--> statement-breakpoint
-- A partner order without a session was the partner's to send: nothing is left for the salon to do.
UPDATE "orders" SET "status" = coalesce("status", 'COMPLETED'), "delivery_type" = coalesce("delivery_type", CASE WHEN nullif(trim("address_line1"), '') IS NULL THEN 'PICKUP' ELSE 'DELIVERY' END::"delivery_type") WHERE "status" IS NULL OR "delivery_type" IS NULL;--> statement-breakpoint
-- A cart has one current order: a replaced one, or an older one of the same cart, stays the appointment's.
UPDATE "orders" SET "cart_id" = NULL WHERE "replaced_by_order_id" IS NOT NULL;--> statement-breakpoint
UPDATE "orders" SET "cart_id" = NULL WHERE "id" IN (SELECT "id" FROM (SELECT "id", row_number() OVER (PARTITION BY "cart_id" ORDER BY "created_at" DESC, "id" DESC) AS "newer" FROM "orders" WHERE "cart_id" IS NOT NULL) "ranked" WHERE "newer" > 1);--> statement-breakpoint
-- Every cart with items that had no order becomes one, from the mirror, unpaid, as it was.
INSERT INTO "orders" ("salon_id", "source", "cart_id", "appointment_id", "client_id", "email", "first_name", "last_name", "currency", "subtotal_cents", "shipping_cents", "grand_total_cents", "status", "delivery_type", "created_at", "updated_at")
SELECT placed."salon_id", 'MIRROR', placed."cart_id", placed."appointment_id", placed."client_id", placed."email",
  split_part(placed."name", ' ', 1),
  CASE WHEN position(' ' in placed."name") > 0 THEN trim(substring(placed."name" from position(' ' in placed."name") + 1)) ELSE '' END,
  'AUD', placed."subtotal", placed."shipping", placed."subtotal" + placed."shipping", placed."status", placed."delivery_type", placed."created_at", placed."updated_at"
FROM (
  SELECT c."id" AS "cart_id", c."salon_id", c."appointment_id", c."delivery_type", coalesce(c."status", 'WAITING') AS "status",
    c."created_at", c."updated_at", a."client_id", coalesce(u."email", '') AS "email", trim(coalesce(u."name", '')) AS "name",
    lines."subtotal",
    CASE WHEN c."delivery_type" = 'DELIVERY' AND lines."subtotal" < 9900 THEN 995 ELSE 0 END AS "shipping"
  FROM "carts" c
  JOIN "appointments" a ON a."id" = c."appointment_id"
  LEFT JOIN "users" u ON u."id" = a."client_id"
  JOIN LATERAL (SELECT sum(ci."quantity" * ci."price_cents")::int AS "subtotal", count(*) AS "count" FROM "cart_items" ci WHERE ci."cart_id" = c."id") lines ON lines."count" > 0
  WHERE NOT EXISTS (SELECT 1 FROM "orders" o WHERE o."cart_id" = c."id")
) placed
ORDER BY placed."created_at", placed."cart_id";--> statement-breakpoint
INSERT INTO "order_line_items" ("order_id", "product_id", "product_name", "quantity", "unit_price_cents", "total_cents", "position")
SELECT o."id", ci."product_id", p."product_name", ci."quantity", ci."price_cents", ci."quantity" * ci."price_cents",
  (row_number() OVER (PARTITION BY o."id" ORDER BY ci."created_at", ci."id") - 1)::int
FROM "orders" o
JOIN "cart_items" ci ON ci."cart_id" = o."cart_id"
JOIN "catalogue_products" p ON p."id" = ci."product_id"
WHERE o."source" = 'MIRROR' AND NOT EXISTS (SELECT 1 FROM "order_line_items" l WHERE l."order_id" = o."id");--> statement-breakpoint
-- The state, by the domain's rule (orderState).
UPDATE "orders" SET "order_state" = (CASE
  WHEN "status" = 'CANCELLED' AND "refunded_at" IS NOT NULL THEN 'REFUNDED'
  WHEN "status" = 'CANCELLED' THEN 'CANCELLED'
  WHEN "status" = 'COMPLETED' THEN 'COMPLETED'
  WHEN "delivery_type" = 'PICKUP' THEN 'READY_TO_HAND_OVER'
  WHEN "paid_at" IS NOT NULL THEN 'TO_SHIP'
  ELSE 'AWAITING_PAYMENT' END)::"order_state";--> statement-breakpoint
ALTER TABLE "orders" ALTER COLUMN "source" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ALTER COLUMN "order_state" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ALTER COLUMN "status" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ALTER COLUMN "delivery_type" SET NOT NULL;--> statement-breakpoint
DROP INDEX "orders_cart_idx";--> statement-breakpoint
CREATE UNIQUE INDEX "orders_cart_key" ON "orders" USING btree ("cart_id");--> statement-breakpoint
CREATE INDEX "orders_salon_state_page_idx" ON "orders" USING btree ("salon_id","order_state","created_at","id");--> statement-breakpoint
CREATE INDEX "orders_appointment_idx" ON "orders" USING btree ("appointment_id");--> statement-breakpoint
ALTER TABLE "orders" DROP CONSTRAINT "orders_totals_check";--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_totals_check" CHECK ("orders"."subtotal_cents" >= 0 and "orders"."shipping_cents" >= 0 and "orders"."grand_total_cents" = "orders"."subtotal_cents" + "orders"."shipping_cents");--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_refund_check" CHECK ("orders"."refunded_at" is null or ("orders"."paid_at" is not null and "orders"."status" = 'CANCELLED'));