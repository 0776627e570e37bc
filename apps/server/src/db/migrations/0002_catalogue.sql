CREATE TABLE "indexer_cursors" (
	"chain_id" integer NOT NULL,
	"token_address" text NOT NULL,
	"last_block" bigint NOT NULL,
	"last_block_hash" text,
	"head_block" bigint,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "indexer_cursors_pk" PRIMARY KEY("chain_id","token_address"),
	CONSTRAINT "indexer_cursors_token_lower" CHECK ("indexer_cursors"."token_address" = lower("indexer_cursors"."token_address"))
);
--> statement-breakpoint
CREATE TABLE "token_attributes" (
	"chain_id" integer NOT NULL,
	"token_address" text NOT NULL,
	"token_id" numeric(78, 0) NOT NULL,
	"trait_type" text NOT NULL,
	"value" text NOT NULL,
	CONSTRAINT "token_attributes_pk" PRIMARY KEY("chain_id","token_address","token_id","trait_type","value")
);
--> statement-breakpoint
CREATE TABLE "tokens" (
	"chain_id" integer NOT NULL,
	"token_address" text NOT NULL,
	"token_id" numeric(78, 0) NOT NULL,
	"owner" text,
	"minted_block" bigint,
	"token_uri" text,
	"name" text,
	"description" text,
	"image" text,
	"animation_url" text,
	"media_type" text,
	"metadata" jsonb,
	"trait_keys" text[] DEFAULT '{}'::text[] NOT NULL,
	"metadata_status" text DEFAULT 'pending' NOT NULL,
	"metadata_error" text,
	"metadata_attempts" integer DEFAULT 0 NOT NULL,
	"metadata_next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"metadata_fetched_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tokens_pk" PRIMARY KEY("chain_id","token_address","token_id"),
	CONSTRAINT "tokens_token_lower" CHECK ("tokens"."token_address" = lower("tokens"."token_address")),
	CONSTRAINT "tokens_owner_lower" CHECK ("tokens"."owner" = lower("tokens"."owner")),
	CONSTRAINT "tokens_media_type" CHECK ("tokens"."media_type" in ('image', 'video', 'audio', 'model', 'other')),
	CONSTRAINT "tokens_metadata_status" CHECK ("tokens"."metadata_status" in ('pending', 'ok', 'failed'))
);
--> statement-breakpoint
CREATE TABLE "transfers" (
	"chain_id" integer NOT NULL,
	"tx_hash" text NOT NULL,
	"log_index" integer NOT NULL,
	"token_address" text NOT NULL,
	"token_id" numeric(78, 0) NOT NULL,
	"from_address" text NOT NULL,
	"to_address" text NOT NULL,
	"block_number" bigint NOT NULL,
	"block_hash" text NOT NULL,
	"timestamp" timestamp with time zone NOT NULL,
	CONSTRAINT "transfers_pk" PRIMARY KEY("chain_id","tx_hash","log_index")
);
--> statement-breakpoint
ALTER TABLE "collections" ADD COLUMN "symbol" text;--> statement-breakpoint
ALTER TABLE "collections" ADD COLUMN "total_supply" numeric(78, 0);--> statement-breakpoint
ALTER TABLE "collections" ADD COLUMN "contract_deployer" text;--> statement-breakpoint
ALTER TABLE "collections" ADD COLUMN "description" text;--> statement-breakpoint
ALTER TABLE "collections" ADD COLUMN "image" text;--> statement-breakpoint
ALTER TABLE "collections" ADD COLUMN "banner_image" text;--> statement-breakpoint
ALTER TABLE "collections" ADD COLUMN "presale_url" text;--> statement-breakpoint
ALTER TABLE "collections" ADD COLUMN "indexing_status" text DEFAULT 'pending' NOT NULL;--> statement-breakpoint
ALTER TABLE "collections" ADD COLUMN "indexing_error" text;--> statement-breakpoint
ALTER TABLE "token_attributes" ADD CONSTRAINT "token_attributes_token_fk" FOREIGN KEY ("chain_id","token_address","token_id") REFERENCES "public"."tokens"("chain_id","token_address","token_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "token_attributes_trait" ON "token_attributes" USING btree ("chain_id","token_address","trait_type","value","token_id");--> statement-breakpoint
CREATE INDEX "tokens_owner" ON "tokens" USING btree ("chain_id","owner","token_address","token_id");--> statement-breakpoint
CREATE INDEX "tokens_trait_keys" ON "tokens" USING gin ("trait_keys");--> statement-breakpoint
CREATE INDEX "tokens_metadata_due" ON "tokens" USING btree ("metadata_next_attempt_at") WHERE "tokens"."metadata_status" <> 'ok';--> statement-breakpoint
CREATE INDEX "transfers_token" ON "transfers" USING btree ("chain_id","token_address","token_id","block_number","log_index");--> statement-breakpoint
CREATE INDEX "transfers_block" ON "transfers" USING btree ("chain_id","token_address","block_number");--> statement-breakpoint
ALTER TABLE "collections" ADD CONSTRAINT "collections_indexing_status" CHECK ("collections"."indexing_status" in ('pending', 'backfilling', 'synced', 'error'));