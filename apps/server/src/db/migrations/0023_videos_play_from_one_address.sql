-- A video is one address: a file the server ships (/videos/NAME.mp4) or a player's embed address (decision 043).
-- Stored ids become their players' addresses; the demo's placeholder ids (demo-...), which no host
-- ever had, become the shipped file of their subject.
ALTER TABLE "ibb_lessons" RENAME COLUMN "video_id" TO "video_url";--> statement-breakpoint
UPDATE "ibb_lessons" SET "video_url" = CASE
  WHEN "video_url" ~ '^demo-ibb-[1-5]-' THEN '/videos/ibb-module-' || substring("video_url" from '^demo-ibb-([1-5])-') || '.mp4'
  ELSE 'https://player.vimeo.com/video/' || "video_url"
END WHERE "video_url" IS NOT NULL;--> statement-breakpoint
ALTER TABLE "help_resources" RENAME COLUMN "video_id" TO "video_url";--> statement-breakpoint
UPDATE "help_resources" SET "video_url" = CASE "video_url"
  WHEN 'demo-help-1' THEN '/videos/welcome.mp4'
  WHEN 'demo-help-2' THEN '/videos/mirror-consultation.mp4'
  WHEN 'demo-help-3' THEN '/videos/recommending-and-rebooking.mp4'
  WHEN 'demo-social-1' THEN '/videos/mirror-consultation.mp4'
  WHEN 'demo-social-2' THEN '/videos/recommending-and-rebooking.mp4'
  WHEN 'demo-social-3' THEN '/videos/liked-looks.mp4'
  ELSE 'https://player.vimeo.com/video/' || "video_url"
END WHERE "video_url" IS NOT NULL;--> statement-breakpoint
ALTER TABLE "academy_content" ADD COLUMN "video_url" text;--> statement-breakpoint
UPDATE "academy_content" SET "video_url" = CASE
  WHEN coalesce("vimeo_id", "youtube_id") ~ '^demo-academy-[1-6]$' THEN '/videos/' || (ARRAY[
    'consultation-basics', 'balayage-on-the-mirror', 'scalp-care-conversations',
    'styling-for-curls', 'retail-display-ideas', 'photographing-your-work'
  ])[substring(coalesce("vimeo_id", "youtube_id") from '([1-6])$')::int] || '.mp4'
  WHEN "vimeo_id" IS NOT NULL THEN 'https://player.vimeo.com/video/' || "vimeo_id"
  ELSE 'https://www.youtube-nocookie.com/embed/' || "youtube_id"
END WHERE "vimeo_id" IS NOT NULL OR "youtube_id" IS NOT NULL;--> statement-breakpoint
ALTER TABLE "academy_content" DROP COLUMN "vimeo_id";--> statement-breakpoint
ALTER TABLE "academy_content" DROP COLUMN "youtube_id";
