CREATE TABLE "art_claims" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "art_claims_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"token_address" text NOT NULL,
	"token_id" numeric(78, 0) NOT NULL,
	"account" text NOT NULL,
	"claimed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"released_at" timestamp with time zone,
	CONSTRAINT "art_claims_account_lower" CHECK ("art_claims"."account" = lower("art_claims"."account")),
	CONSTRAINT "art_claims_token_lower" CHECK ("art_claims"."token_address" = lower("art_claims"."token_address"))
);
--> statement-breakpoint
CREATE TABLE "contest_judges" (
	"account" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "contest_judges_account_lower" CHECK ("contest_judges"."account" = lower("contest_judges"."account"))
);
--> statement-breakpoint
CREATE UNIQUE INDEX "art_claims_one_per_account" ON "art_claims" USING btree ("account") WHERE "art_claims"."released_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "art_claims_one_per_piece" ON "art_claims" USING btree ("token_address","token_id") WHERE "art_claims"."released_at" is null;--> statement-breakpoint
CREATE INDEX "art_claims_piece_history" ON "art_claims" USING btree ("token_address","token_id","claimed_at");--> statement-breakpoint
CREATE INDEX "art_claims_account_history" ON "art_claims" USING btree ("account","claimed_at");