CREATE TABLE "contest_settings" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"claim_threshold" integer,
	"edited_at" timestamp with time zone DEFAULT now() NOT NULL,
	"edited_by" text NOT NULL,
	CONSTRAINT "contest_settings_single_row" CHECK ("contest_settings"."id" = 1),
	CONSTRAINT "contest_settings_claim_threshold" CHECK ("contest_settings"."claim_threshold" is null or "contest_settings"."claim_threshold" between 1 and 1000)
);
