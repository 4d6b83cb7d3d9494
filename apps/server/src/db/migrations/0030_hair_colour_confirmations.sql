CREATE TABLE "hair_colour_confirmations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"salon_id" uuid NOT NULL,
	"appointment_id" uuid NOT NULL,
	"suggested_level" double precision NOT NULL,
	"suggested_tone" text NOT NULL,
	"suggested_grey_share" integer NOT NULL,
	"confidence" double precision NOT NULL,
	"measure_version" text NOT NULL,
	"confirmed_level" integer NOT NULL,
	"confirmed_tone" text NOT NULL,
	"confirmed_grey_share" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "hair_colour_confirmations_suggested_check" CHECK ("hair_colour_confirmations"."suggested_level" between 1 and 10 and "hair_colour_confirmations"."suggested_tone" in ('warm', 'neutral', 'cool')
        and "hair_colour_confirmations"."suggested_grey_share" between 0 and 100 and "hair_colour_confirmations"."confidence" between 0 and 1
        and length("hair_colour_confirmations"."measure_version") between 1 and 64),
	CONSTRAINT "hair_colour_confirmations_confirmed_check" CHECK ("hair_colour_confirmations"."confirmed_level" between 1 and 10 and "hair_colour_confirmations"."confirmed_tone" in ('warm', 'neutral', 'cool')
        and "hair_colour_confirmations"."confirmed_grey_share" between 0 and 100)
);
--> statement-breakpoint
ALTER TABLE "hair_colour_confirmations" ADD CONSTRAINT "hair_colour_confirmations_salon_id_salons_id_fk" FOREIGN KEY ("salon_id") REFERENCES "public"."salons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hair_colour_confirmations" ADD CONSTRAINT "hair_colour_confirmations_appointment_id_appointments_id_fk" FOREIGN KEY ("appointment_id") REFERENCES "public"."appointments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "hair_colour_confirmations_appointment_key" ON "hair_colour_confirmations" USING btree ("appointment_id");--> statement-breakpoint
CREATE INDEX "hair_colour_confirmations_salon_idx" ON "hair_colour_confirmations" USING btree ("salon_id");