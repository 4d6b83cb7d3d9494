CREATE TABLE "mirror_write_keys" (
	"device_id" uuid NOT NULL,
	"key" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "mirror_write_keys_device_id_key_pk" PRIMARY KEY("device_id","key")
);
--> statement-breakpoint
ALTER TABLE "appointment_recommendations" ADD COLUMN "reasons" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "appointment_recommendations" ADD COLUMN "reason_summary" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "mirror_sessions" ADD COLUMN "created_by_device_id" uuid;--> statement-breakpoint
ALTER TABLE "mirror_sessions" ADD COLUMN "code" text;--> statement-breakpoint
ALTER TABLE "mirror_sessions" ADD COLUMN "joined_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "mirror_sessions" ADD COLUMN "ended_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "mirror_write_keys" ADD CONSTRAINT "mirror_write_keys_device_id_mirror_devices_id_fk" FOREIGN KEY ("device_id") REFERENCES "public"."mirror_devices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mirror_sessions" ADD CONSTRAINT "mirror_sessions_created_by_device_id_mirror_devices_id_fk" FOREIGN KEY ("created_by_device_id") REFERENCES "public"."mirror_devices"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "mirror_sessions_open_code_key" ON "mirror_sessions" USING btree ("code") WHERE "mirror_sessions"."ended_at" is null;--> statement-breakpoint
CREATE INDEX "mirror_sessions_device_idx" ON "mirror_sessions" USING btree ("created_by_device_id","created_at");