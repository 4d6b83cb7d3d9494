CREATE TYPE "public"."lead_status" AS ENUM('NEW', 'CONTACTED', 'CONVERTED', 'CLOSED');--> statement-breakpoint
CREATE TABLE "audit_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"actor_user_id" uuid,
	"actor_email" text NOT NULL,
	"action" text NOT NULL,
	"subject_kind" text NOT NULL,
	"subject_id" text,
	"salon_id" uuid,
	"before" jsonb,
	"after" jsonb
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "is_provider_admin" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "destination" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "outbox_attempts" ADD COLUMN "status_code" integer;--> statement-breakpoint
ALTER TABLE "beta_leads" ADD COLUMN "status" "lead_status" DEFAULT 'NEW' NOT NULL;--> statement-breakpoint
ALTER TABLE "beta_leads" ADD COLUMN "notes" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "beta_leads" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "beta_leads" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
CREATE INDEX "audit_events_at_idx" ON "audit_events" USING btree ("at","id");--> statement-breakpoint
CREATE INDEX "audit_events_action_idx" ON "audit_events" USING btree ("action","at");--> statement-breakpoint
CREATE INDEX "audit_events_actor_idx" ON "audit_events" USING btree ("actor_email","at");--> statement-breakpoint
CREATE INDEX "audit_events_salon_idx" ON "audit_events" USING btree ("salon_id","at");--> statement-breakpoint
CREATE INDEX "outbox_destination_idx" ON "outbox" USING btree ("status","destination");--> statement-breakpoint
CREATE INDEX "outbox_created_idx" ON "outbox" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "outbox_attempts_created_idx" ON "outbox_attempts" USING btree ("created_at");--> statement-breakpoint
-- The audit log is append-only: nothing, not even the application's own role, rewrites history.
CREATE FUNCTION "audit_events_append_only"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'audit events are append-only';
END;
$$;--> statement-breakpoint
CREATE TRIGGER "audit_events_append_only" BEFORE UPDATE OR DELETE ON "audit_events" FOR EACH ROW EXECUTE FUNCTION "audit_events_append_only"();--> statement-breakpoint
CREATE TRIGGER "audit_events_no_truncate" BEFORE TRUNCATE ON "audit_events" FOR EACH STATEMENT EXECUTE FUNCTION "audit_events_append_only"();--> statement-breakpoint
-- Deliveries queued before destinations were recorded get theirs from their payload (destinationOf).
UPDATE "outbox" SET "destination" = CASE
  WHEN "kind" IN ('webhook', 'sysAccountLookup') THEN coalesce(substring("payload"->>'url' from '^[A-Za-z][A-Za-z0-9+.-]*://[^/?#]+'), '')
  WHEN "kind" = 'push' THEN 'web push'
  WHEN "kind" = 'weekTurn' THEN 'this server'
  ELSE 'email'
END;
