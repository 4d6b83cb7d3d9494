ALTER TABLE "chat_messages" ADD COLUMN "attachment_path" text;--> statement-breakpoint
ALTER TABLE "chat_messages" ADD COLUMN "attachment_content_type" text;