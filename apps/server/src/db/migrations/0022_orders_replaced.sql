ALTER TABLE "orders" ADD COLUMN "status" "cart_status";--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "delivery_type" "delivery_type";--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "status_reason" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "replaced_by_order_id" uuid;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_replaced_by_order_id_orders_id_fk" FOREIGN KEY ("replaced_by_order_id") REFERENCES "public"."orders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "orders_replaced_by_idx" ON "orders" USING btree ("replaced_by_order_id");