CREATE TYPE "public"."api_key_scope" AS ENUM('READ', 'READ_WRITE');--> statement-breakpoint
CREATE TABLE "api_keys" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"salon_id" uuid NOT NULL,
	"name" text NOT NULL,
	"scope" "api_key_scope" NOT NULL,
	"secret_hash" text NOT NULL,
	"secret_start" text NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_used_at" timestamp with time zone,
	"revoked_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "webhook_endpoints" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"salon_id" uuid NOT NULL,
	"url" text NOT NULL,
	"events" text[] NOT NULL,
	"signing_secret" text NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"failing_since" timestamp with time zone,
	"disabled_at" timestamp with time zone,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "audit_events" ADD COLUMN "actor_api_key_id" uuid;--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "webhook_endpoint_id" uuid;--> statement-breakpoint
-- Salons made before this setting existed never asked for reminders to schedule themselves: theirs starts off.
ALTER TABLE "salons" ADD COLUMN "schedule_rebook_reminder_on_request" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "salons" ALTER COLUMN "schedule_rebook_reminder_on_request" SET DEFAULT true;--> statement-breakpoint
ALTER TABLE "api_keys" ADD CONSTRAINT "api_keys_salon_id_salons_id_fk" FOREIGN KEY ("salon_id") REFERENCES "public"."salons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "api_keys" ADD CONSTRAINT "api_keys_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "webhook_endpoints" ADD CONSTRAINT "webhook_endpoints_salon_id_salons_id_fk" FOREIGN KEY ("salon_id") REFERENCES "public"."salons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "webhook_endpoints" ADD CONSTRAINT "webhook_endpoints_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "api_keys_secret_key" ON "api_keys" USING btree ("secret_hash");--> statement-breakpoint
CREATE INDEX "api_keys_salon_idx" ON "api_keys" USING btree ("salon_id","created_at");--> statement-breakpoint
CREATE INDEX "webhook_endpoints_salon_idx" ON "webhook_endpoints" USING btree ("salon_id","created_at") WHERE "webhook_endpoints"."deleted_at" is null;--> statement-breakpoint
ALTER TABLE "outbox" ADD CONSTRAINT "outbox_webhook_endpoint_id_webhook_endpoints_id_fk" FOREIGN KEY ("webhook_endpoint_id") REFERENCES "public"."webhook_endpoints"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "outbox_webhook_endpoint_idx" ON "outbox" USING btree ("webhook_endpoint_id","created_at") WHERE "outbox"."webhook_endpoint_id" is not null;