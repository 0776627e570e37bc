ALTER TABLE "artist_submissions" ADD COLUMN "disabled_reason" text;--> statement-breakpoint
ALTER TABLE "artist_submissions" ADD COLUMN "disabled_by" text;--> statement-breakpoint
ALTER TABLE "artist_submissions" ADD COLUMN "disabled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "quest_completions" ADD COLUMN "review_note" text;--> statement-breakpoint
ALTER TABLE "quests" ADD COLUMN "edited_at" timestamp with time zone;