CREATE TYPE "public"."help_resource_kind" AS ENUM('VIDEO', 'SUPPORT_LINK', 'APP_BADGE', 'SUPPORT_PHONE', 'GUIDE_SECTION', 'SOCIAL_IMAGE', 'SOCIAL_VIDEO', 'TEXT_TEMPLATE', 'EMAIL_TEMPLATE', 'CAPTION_IDEA', 'HASHTAGS');--> statement-breakpoint
CREATE TABLE "help_resources" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" "help_resource_kind" NOT NULL,
	"title" text NOT NULL,
	"body" text DEFAULT '' NOT NULL,
	"url" text,
	"video_id" text,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "help_resources_kind_position_idx" ON "help_resources" USING btree ("kind","position");