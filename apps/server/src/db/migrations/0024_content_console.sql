ALTER TABLE "editorial_posts" ADD COLUMN "from_file" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "editorial_posts" ADD COLUMN "draft" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "lore_entries" ADD COLUMN "edited_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "vault_assets" ADD COLUMN "edited_at" timestamp with time zone;--> statement-breakpoint
-- Rows the loader wrote came from files; rows already taken over by an admin cannot be told apart and stay 'console'.
UPDATE "editorial_posts" SET "from_file" = true WHERE "origin" = 'content';
