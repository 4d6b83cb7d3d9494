CREATE TYPE "public"."weekly_measure" AS ENUM('APPOINTMENTS', 'RETAIL', 'REBOOK', 'TREATMENT');--> statement-breakpoint
CREATE TABLE "similar_salon_periods" (
	"period_end" timestamp with time zone PRIMARY KEY NOT NULL,
	"cohorts" jsonb NOT NULL,
	"computed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "weekly_tips" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"measure" "weekly_measure" NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"title" text NOT NULL,
	"body" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "weekly_tips_measure_idx" ON "weekly_tips" USING btree ("measure","position");