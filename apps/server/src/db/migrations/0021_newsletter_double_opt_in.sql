ALTER TABLE "newsletter_subscribers" ADD COLUMN "confirmed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "newsletter_subscribers" ADD COLUMN "confirm_token_hash" text;--> statement-breakpoint
ALTER TABLE "newsletter_subscribers" ADD COLUMN "confirm_expires_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "newsletter_subscribers" ADD COLUMN "last_mailed_at" timestamp with time zone;--> statement-breakpoint
CREATE UNIQUE INDEX "newsletter_subscribers_confirm_token" ON "newsletter_subscribers" USING btree ("confirm_token_hash");--> statement-breakpoint
CREATE INDEX "newsletter_subscribers_confirm_expires_at" ON "newsletter_subscribers" USING btree ("confirm_expires_at") WHERE "newsletter_subscribers"."confirm_expires_at" is not null;--> statement-breakpoint
-- Rows from before double opt-in (decision 0078) stay on the list: the operator collected them with the single-step form.
UPDATE "newsletter_subscribers" SET "confirmed_at" = "consented_at";