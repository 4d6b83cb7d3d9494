CREATE TABLE "client_allergies" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"salon_id" uuid NOT NULL,
	"client_id" uuid NOT NULL,
	"text" text NOT NULL,
	"source" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "client_allergies_source_check" CHECK ("client_allergies"."source" in ('salon', 'client'))
);
--> statement-breakpoint
CREATE TABLE "client_record_settings" (
	"salon_id" uuid PRIMARY KEY NOT NULL,
	"patch_test_window_months" integer NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "client_record_settings_window_check" CHECK ("client_record_settings"."patch_test_window_months" between 1 and 24)
);
--> statement-breakpoint
CREATE TABLE "colour_formulas" (
	"appointment_id" uuid PRIMARY KEY NOT NULL,
	"salon_id" uuid NOT NULL,
	"client_id" uuid,
	"bowls" jsonb NOT NULL,
	"recorded_by" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "consent_forms" (
	"salon_id" uuid NOT NULL,
	"version" integer NOT NULL,
	"text" text NOT NULL,
	"saved_by" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "consent_forms_salon_id_version_pk" PRIMARY KEY("salon_id","version"),
	CONSTRAINT "consent_forms_version_check" CHECK ("consent_forms"."version" >= 1)
);
--> statement-breakpoint
CREATE TABLE "consent_signatures" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"salon_id" uuid NOT NULL,
	"client_id" uuid NOT NULL,
	"form_version" integer NOT NULL,
	"signature" jsonb NOT NULL,
	"photos_allowed" boolean NOT NULL,
	"signed_on" text NOT NULL,
	"appointment_id" uuid,
	"signed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "consent_signatures_signed_on_check" CHECK ("consent_signatures"."signed_on" in ('mirror', 'portal'))
);
--> statement-breakpoint
CREATE TABLE "patch_test_acknowledgements" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"salon_id" uuid NOT NULL,
	"appointment_id" uuid NOT NULL,
	"standing" text NOT NULL,
	"warning" text NOT NULL,
	"acknowledged_by" text NOT NULL,
	"acknowledged_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "patch_test_acknowledgements_standing_check" CHECK ("patch_test_acknowledgements"."standing" in ('none', 'expired', 'tooRecent', 'reaction'))
);
--> statement-breakpoint
CREATE TABLE "patch_tests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"salon_id" uuid NOT NULL,
	"client_id" uuid NOT NULL,
	"tested_at" timestamp with time zone NOT NULL,
	"products" text NOT NULL,
	"result" text NOT NULL,
	"tested_by" text NOT NULL,
	"recorded_by" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "patch_tests_result_check" CHECK ("patch_tests"."result" in ('negative', 'positive'))
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "phone" text;--> statement-breakpoint
ALTER TABLE "appointments" ADD COLUMN "colour_service" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "client_allergies" ADD CONSTRAINT "client_allergies_salon_id_salons_id_fk" FOREIGN KEY ("salon_id") REFERENCES "public"."salons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "client_allergies" ADD CONSTRAINT "client_allergies_client_id_users_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "client_record_settings" ADD CONSTRAINT "client_record_settings_salon_id_salons_id_fk" FOREIGN KEY ("salon_id") REFERENCES "public"."salons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "colour_formulas" ADD CONSTRAINT "colour_formulas_appointment_id_appointments_id_fk" FOREIGN KEY ("appointment_id") REFERENCES "public"."appointments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "colour_formulas" ADD CONSTRAINT "colour_formulas_salon_id_salons_id_fk" FOREIGN KEY ("salon_id") REFERENCES "public"."salons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "colour_formulas" ADD CONSTRAINT "colour_formulas_client_id_users_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "consent_forms" ADD CONSTRAINT "consent_forms_salon_id_salons_id_fk" FOREIGN KEY ("salon_id") REFERENCES "public"."salons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "consent_signatures" ADD CONSTRAINT "consent_signatures_salon_id_salons_id_fk" FOREIGN KEY ("salon_id") REFERENCES "public"."salons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "consent_signatures" ADD CONSTRAINT "consent_signatures_client_id_users_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "consent_signatures" ADD CONSTRAINT "consent_signatures_appointment_id_appointments_id_fk" FOREIGN KEY ("appointment_id") REFERENCES "public"."appointments"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "patch_test_acknowledgements" ADD CONSTRAINT "patch_test_acknowledgements_salon_id_salons_id_fk" FOREIGN KEY ("salon_id") REFERENCES "public"."salons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "patch_test_acknowledgements" ADD CONSTRAINT "patch_test_acknowledgements_appointment_id_appointments_id_fk" FOREIGN KEY ("appointment_id") REFERENCES "public"."appointments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "patch_tests" ADD CONSTRAINT "patch_tests_salon_id_salons_id_fk" FOREIGN KEY ("salon_id") REFERENCES "public"."salons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "patch_tests" ADD CONSTRAINT "patch_tests_client_id_users_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "client_allergies_client_idx" ON "client_allergies" USING btree ("salon_id","client_id","created_at");--> statement-breakpoint
CREATE INDEX "colour_formulas_client_idx" ON "colour_formulas" USING btree ("salon_id","client_id","created_at");--> statement-breakpoint
CREATE INDEX "consent_signatures_client_idx" ON "consent_signatures" USING btree ("salon_id","client_id","signed_at");--> statement-breakpoint
CREATE INDEX "patch_test_acknowledgements_appointment_idx" ON "patch_test_acknowledgements" USING btree ("appointment_id","acknowledged_at");--> statement-breakpoint
CREATE INDEX "patch_tests_client_idx" ON "patch_tests" USING btree ("salon_id","client_id","tested_at");