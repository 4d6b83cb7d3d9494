ALTER TABLE "appointments" ADD COLUMN "hair_level" integer;--> statement-breakpoint
ALTER TABLE "appointments" ADD COLUMN "hair_tone" text;--> statement-breakpoint
ALTER TABLE "appointments" ADD COLUMN "hair_grey_share" integer;--> statement-breakpoint
ALTER TABLE "appointments" ADD CONSTRAINT "appointments_hair_colour_check" CHECK ("appointments"."hair_level" between 1 and 10 and "appointments"."hair_tone" in ('warm', 'neutral', 'cool')
        and "appointments"."hair_grey_share" between 0 and 100);--> statement-breakpoint
ALTER TABLE "appointments" ADD CONSTRAINT "appointments_hair_colour_whole_check" CHECK (("appointments"."hair_level" is null) = ("appointments"."hair_tone" is null) and ("appointments"."hair_tone" is null) = ("appointments"."hair_grey_share" is null));