CREATE TABLE "certified_nfts" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "certified_nfts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"slug" text,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"image_url" text NOT NULL,
	"token_address" text,
	"token_id" text,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "prize_verifications" (
	"account" text PRIMARY KEY NOT NULL,
	"held" integer NOT NULL,
	"verified_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "prize_verifications_account_lower" CHECK ("prize_verifications"."account" = lower("prize_verifications"."account"))
);
--> statement-breakpoint
CREATE TABLE "invitations" (
	"account" text PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"invited_by" text,
	"redeemed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "invitations_not_self" CHECK ("invitations"."invited_by" is null or "invitations"."invited_by" <> "invitations"."account"),
	CONSTRAINT "invitations_account_lower" CHECK ("invitations"."account" = lower("invitations"."account"))
);
--> statement-breakpoint
CREATE TABLE "points_ledger" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "points_ledger_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"account" text NOT NULL,
	"amount" numeric(20, 2) NOT NULL,
	"reason" text NOT NULL,
	"reference" text,
	"note" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "points_ledger_amount_nonzero" CHECK ("points_ledger"."amount" <> 0),
	CONSTRAINT "points_ledger_reason" CHECK ("points_ledger"."reason" in ('quest', 'referral', 'adjustment', 'claim', 'claim_refund')),
	CONSTRAINT "points_ledger_account_lower" CHECK ("points_ledger"."account" = lower("points_ledger"."account"))
);
--> statement-breakpoint
CREATE TABLE "quest_completions" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "quest_completions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"quest_id" integer NOT NULL,
	"account" text NOT NULL,
	"status" text NOT NULL,
	"proof" text,
	"reviewed_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"completed_at" timestamp with time zone,
	CONSTRAINT "quest_completions_status" CHECK ("quest_completions"."status" in ('pending', 'completed', 'rejected')),
	CONSTRAINT "quest_completions_account_lower" CHECK ("quest_completions"."account" = lower("quest_completions"."account"))
);
--> statement-breakpoint
CREATE TABLE "quests" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "quests_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"slug" text,
	"title" text NOT NULL,
	"description" text NOT NULL,
	"kind" text NOT NULL,
	"params" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"points" numeric(20, 2) NOT NULL,
	"starts_at" timestamp with time zone,
	"ends_at" timestamp with time zone,
	"max_completions" integer,
	"disabled" boolean DEFAULT false NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "quests_points_positive" CHECK ("quests"."points" > 0),
	CONSTRAINT "quests_max_completions_positive" CHECK ("quests"."max_completions" is null or "quests"."max_completions" > 0),
	CONSTRAINT "quests_kind" CHECK ("quests"."kind" in ('link_x', 'link_discord', 'hold_guardians', 'like_items', 'submit_fan_art', 'invite_friends', 'admin_review'))
);
--> statement-breakpoint
CREATE TABLE "claim_vouchers" (
	"id" text PRIMARY KEY NOT NULL,
	"account" text NOT NULL,
	"chain_id" integer NOT NULL,
	"claim_contract" text NOT NULL,
	"amount" numeric(20, 2) NOT NULL,
	"amount_wei" numeric(78, 0) NOT NULL,
	"deadline" timestamp with time zone NOT NULL,
	"signature" text NOT NULL,
	"status" text DEFAULT 'issued' NOT NULL,
	"tx_hash" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"settled_at" timestamp with time zone,
	CONSTRAINT "claim_vouchers_status" CHECK ("claim_vouchers"."status" in ('issued', 'claimed', 'expired')),
	CONSTRAINT "claim_vouchers_amount_positive" CHECK ("claim_vouchers"."amount" > 0),
	CONSTRAINT "claim_vouchers_account_lower" CHECK ("claim_vouchers"."account" = lower("claim_vouchers"."account"))
);
--> statement-breakpoint
CREATE TABLE "vault_assets" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "vault_assets_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"slug" text,
	"title" text NOT NULL,
	"description" text NOT NULL,
	"image_key" text NOT NULL,
	"file_key" text NOT NULL,
	"file_name" text NOT NULL,
	"mime_type" text NOT NULL,
	"size_bytes" integer NOT NULL,
	"holders_only" boolean DEFAULT false NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "vault_downloads" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "vault_downloads_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"asset_id" integer NOT NULL,
	"account" text NOT NULL,
	"ip" text,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"fetched_at" timestamp with time zone,
	CONSTRAINT "vault_downloads_account_lower" CHECK ("vault_downloads"."account" = lower("vault_downloads"."account"))
);
--> statement-breakpoint
ALTER TABLE "quest_completions" ADD CONSTRAINT "quest_completions_quest_id_quests_id_fk" FOREIGN KEY ("quest_id") REFERENCES "public"."quests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vault_downloads" ADD CONSTRAINT "vault_downloads_asset_id_vault_assets_id_fk" FOREIGN KEY ("asset_id") REFERENCES "public"."vault_assets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "certified_nfts_slug" ON "certified_nfts" USING btree ("slug");--> statement-breakpoint
CREATE UNIQUE INDEX "invitations_code" ON "invitations" USING btree ("code");--> statement-breakpoint
CREATE INDEX "invitations_invited_by" ON "invitations" USING btree ("invited_by");--> statement-breakpoint
CREATE INDEX "points_ledger_account" ON "points_ledger" USING btree ("account","id");--> statement-breakpoint
CREATE UNIQUE INDEX "points_ledger_once" ON "points_ledger" USING btree ("account","reason","reference") WHERE "points_ledger"."reason" in ('quest', 'referral', 'claim', 'claim_refund');--> statement-breakpoint
CREATE UNIQUE INDEX "quest_completions_quest_account" ON "quest_completions" USING btree ("quest_id","account");--> statement-breakpoint
CREATE INDEX "quest_completions_account" ON "quest_completions" USING btree ("account");--> statement-breakpoint
CREATE UNIQUE INDEX "quests_slug" ON "quests" USING btree ("slug");--> statement-breakpoint
CREATE INDEX "claim_vouchers_account" ON "claim_vouchers" USING btree ("account","created_at");--> statement-breakpoint
CREATE INDEX "claim_vouchers_open" ON "claim_vouchers" USING btree ("deadline") WHERE "claim_vouchers"."status" = 'issued';--> statement-breakpoint
CREATE UNIQUE INDEX "vault_assets_slug" ON "vault_assets" USING btree ("slug");--> statement-breakpoint
CREATE INDEX "vault_downloads_asset" ON "vault_downloads" USING btree ("asset_id");--> statement-breakpoint
CREATE INDEX "vault_downloads_account" ON "vault_downloads" USING btree ("account","created_at");