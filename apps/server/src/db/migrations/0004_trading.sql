CREATE TABLE "chain_contracts" (
	"chain_id" integer NOT NULL,
	"kind" text NOT NULL,
	"address" text NOT NULL,
	"deployment_block" bigint NOT NULL,
	CONSTRAINT "chain_contracts_chain_id_kind_pk" PRIMARY KEY("chain_id","kind"),
	CONSTRAINT "chain_contracts_kind" CHECK ("chain_contracts"."kind" in ('marketplace', 'eth_usd_feed')),
	CONSTRAINT "chain_contracts_address_lower" CHECK ("chain_contracts"."address" = lower("chain_contracts"."address"))
);
--> statement-breakpoint
CREATE TABLE "listings" (
	"hash" text PRIMARY KEY NOT NULL,
	"chain_id" integer NOT NULL,
	"marketplace" text NOT NULL,
	"seller" text NOT NULL,
	"token_address" text NOT NULL,
	"token_id" numeric(78, 0) NOT NULL,
	"price_wei" numeric(78, 0) NOT NULL,
	"expiry" timestamp with time zone NOT NULL,
	"nonce" numeric(78, 0) NOT NULL,
	"salt" numeric(78, 0) NOT NULL,
	"signature" text NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "listings_status" CHECK ("listings"."status" in ('active', 'filled', 'cancelled'))
);
--> statement-breakpoint
CREATE TABLE "sales" (
	"chain_id" integer NOT NULL,
	"tx_hash" text NOT NULL,
	"log_index" integer NOT NULL,
	"listing_hash" text NOT NULL,
	"token_address" text NOT NULL,
	"token_id" numeric(78, 0) NOT NULL,
	"seller" text NOT NULL,
	"buyer" text NOT NULL,
	"price_wei" numeric(78, 0) NOT NULL,
	"fee_wei" numeric(78, 0) NOT NULL,
	"royalty_wei" numeric(78, 0) NOT NULL,
	"block_number" bigint NOT NULL,
	"block_hash" text NOT NULL,
	"timestamp" timestamp with time zone NOT NULL,
	CONSTRAINT "sales_chain_id_tx_hash_log_index_pk" PRIMARY KEY("chain_id","tx_hash","log_index")
);
--> statement-breakpoint
CREATE INDEX "listings_active_token_price" ON "listings" USING btree ("chain_id","token_address","token_id","price_wei") WHERE "listings"."status" = 'active';--> statement-breakpoint
CREATE INDEX "listings_active_collection_price" ON "listings" USING btree ("chain_id","token_address","price_wei") WHERE "listings"."status" = 'active';--> statement-breakpoint
CREATE INDEX "listings_active_seller" ON "listings" USING btree ("chain_id","seller") WHERE "listings"."status" = 'active';--> statement-breakpoint
CREATE INDEX "sales_collection_time" ON "sales" USING btree ("chain_id","token_address","timestamp");--> statement-breakpoint
CREATE INDEX "sales_block" ON "sales" USING btree ("chain_id","block_number");