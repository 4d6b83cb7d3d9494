-- The shipped videos are walkthroughs filmed from the product's own screens (decision 064); the
-- title cards they replace are gone. The demo's IBB lessons take the walkthrough of their own lesson,
-- as the demo seed gives them, and any other stored address of a retired video the walkthrough of its subject.
UPDATE "ibb_lessons" SET "video_url" = "lesson"."video" FROM (VALUES
  ('Welcome to the Instant Business Booster', '/videos/team-and-training.mp4'),
  ('Setting up your piiq mirror', '/videos/pair-your-mirror.mp4'),
  ('Your first client session', '/videos/mirror-consultation.mp4'),
  ('Reading the dashboard', '/videos/weekly-numbers.mp4'),
  ('Hair analysis explained', '/videos/mirror-consultation.mp4'),
  ('Treatment recommendations', '/videos/mirror-consultation.mp4'),
  ('Retail without the hard sell', '/videos/recommending-and-rebooking.mp4'),
  ('Rebooking on the day', '/videos/recommending-and-rebooking.mp4'),
  ('Working as a team', '/videos/follow-up-an-order.mp4'),
  ('Building a retail routine', '/videos/recommending-and-rebooking.mp4'),
  ('Client records that sell', '/videos/liked-looks.mp4'),
  ('Rebook reminders that land', '/videos/marketing-kit.mp4'),
  ('Pricing your retail shelf', '/videos/set-up-retail.mp4'),
  ('Tracking your weekly numbers', '/videos/weekly-numbers.mp4'),
  ('Coaching your stylists', '/videos/weekly-numbers.mp4'),
  ('Social posts from your sessions', '/videos/liked-looks.mp4'),
  ('Booking links everywhere', '/videos/marketing-kit.mp4'),
  ('Seasonal promotions', '/videos/set-up-retail.mp4'),
  ('Running a client event', '/videos/marketing-kit.mp4'),
  ('Partnering with local businesses', '/videos/marketing-kit.mp4'),
  ('Keeping the momentum', '/videos/weekly-numbers.mp4')
) AS "lesson" ("name", "video")
WHERE "ibb_lessons"."name" = "lesson"."name" AND "ibb_lessons"."video_url" LIKE '/videos/ibb-module-_.mp4';--> statement-breakpoint
WITH "retired" ("was", "now") AS (VALUES
  ('/videos/ibb-module-1.mp4', '/videos/welcome.mp4'),
  ('/videos/ibb-module-2.mp4', '/videos/mirror-consultation.mp4'),
  ('/videos/ibb-module-3.mp4', '/videos/recommending-and-rebooking.mp4'),
  ('/videos/ibb-module-4.mp4', '/videos/marketing-kit.mp4'),
  ('/videos/ibb-module-5.mp4', '/videos/marketing-kit.mp4'),
  ('/videos/consultation-basics.mp4', '/videos/mirror-consultation.mp4'),
  ('/videos/balayage-on-the-mirror.mp4', '/videos/liked-looks.mp4'),
  ('/videos/scalp-care-conversations.mp4', '/videos/mirror-consultation.mp4'),
  ('/videos/styling-for-curls.mp4', '/videos/recommending-and-rebooking.mp4'),
  ('/videos/retail-display-ideas.mp4', '/videos/set-up-retail.mp4'),
  ('/videos/photographing-your-work.mp4', '/videos/liked-looks.mp4')
), "lessons" AS (
  UPDATE "ibb_lessons" SET "video_url" = "retired"."now" FROM "retired" WHERE "ibb_lessons"."video_url" = "retired"."was"
), "academy" AS (
  UPDATE "academy_content" SET "video_url" = "retired"."now" FROM "retired" WHERE "academy_content"."video_url" = "retired"."was"
)
UPDATE "help_resources" SET "video_url" = "retired"."now" FROM "retired" WHERE "help_resources"."video_url" = "retired"."was";
