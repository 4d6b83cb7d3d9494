CREATE TABLE "mirror_devices" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"salon_id" uuid NOT NULL,
	"name" text NOT NULL,
	"credential_hash" text NOT NULL,
	"paired_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_seen_at" timestamp with time zone,
	"revoked_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "mirror_pairing_codes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"salon_id" uuid NOT NULL,
	"code_hash" text NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"device_id" uuid
);
--> statement-breakpoint
ALTER TABLE "mirror_devices" ADD CONSTRAINT "mirror_devices_salon_id_salons_id_fk" FOREIGN KEY ("salon_id") REFERENCES "public"."salons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mirror_pairing_codes" ADD CONSTRAINT "mirror_pairing_codes_salon_id_salons_id_fk" FOREIGN KEY ("salon_id") REFERENCES "public"."salons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mirror_pairing_codes" ADD CONSTRAINT "mirror_pairing_codes_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mirror_pairing_codes" ADD CONSTRAINT "mirror_pairing_codes_device_id_mirror_devices_id_fk" FOREIGN KEY ("device_id") REFERENCES "public"."mirror_devices"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "mirror_devices_credential_key" ON "mirror_devices" USING btree ("credential_hash");--> statement-breakpoint
CREATE INDEX "mirror_devices_salon_idx" ON "mirror_devices" USING btree ("salon_id","paired_at") WHERE "mirror_devices"."revoked_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "mirror_pairing_codes_code_key" ON "mirror_pairing_codes" USING btree ("code_hash");--> statement-breakpoint
CREATE INDEX "mirror_pairing_codes_salon_idx" ON "mirror_pairing_codes" USING btree ("salon_id","expires_at");