CREATE TABLE "contest_stages" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "contest_stages_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name" text NOT NULL,
	"prize_usd" integer NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"edited_at" timestamp with time zone DEFAULT now() NOT NULL,
	"edited_by" text NOT NULL,
	CONSTRAINT "contest_stages_ends_after_start" CHECK ("contest_stages"."ends_at" > "contest_stages"."starts_at"),
	CONSTRAINT "contest_stages_prize_usd" CHECK ("contest_stages"."prize_usd" >= 0)
);
--> statement-breakpoint
ALTER TABLE "certified_nfts" ADD COLUMN "edited_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "certified_nfts" ADD COLUMN "edited_by" text;--> statement-breakpoint
ALTER TABLE "certified_nfts" ADD COLUMN "removed_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "contest_stages_starts_at" ON "contest_stages" USING btree ("starts_at");