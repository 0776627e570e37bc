CREATE TABLE "offers" (
	"hash" text PRIMARY KEY NOT NULL,
	"chain_id" integer NOT NULL,
	"marketplace" text NOT NULL,
	"offerer" text NOT NULL,
	"collection" text NOT NULL,
	"kind" text NOT NULL,
	"token_id" numeric(78, 0),
	"trait_type" text,
	"trait_value" text,
	"trait_root" text NOT NULL,
	"token_ids" numeric(78, 0)[],
	"amount_wei" numeric(78, 0) NOT NULL,
	"quantity" integer NOT NULL,
	"fills" integer DEFAULT 0 NOT NULL,
	"expiry" timestamp with time zone NOT NULL,
	"nonce" numeric(78, 0) NOT NULL,
	"salt" numeric(78, 0) NOT NULL,
	"signature" text NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "offers_status" CHECK ("offers"."status" in ('active', 'filled', 'cancelled')),
	CONSTRAINT "offers_kind" CHECK ("offers"."kind" in ('item', 'collection', 'trait')),
	CONSTRAINT "offers_item_token" CHECK (("offers"."kind" = 'item') = ("offers"."token_id" is not null)),
	CONSTRAINT "offers_trait_fields" CHECK (("offers"."kind" = 'trait') = ("offers"."token_ids" is not null)),
	CONSTRAINT "offers_trait_named" CHECK (("offers"."kind" = 'trait') = ("offers"."trait_type" is not null)),
	CONSTRAINT "offers_quantity" CHECK ("offers"."quantity" >= 1 and "offers"."fills" >= 0 and "offers"."fills" <= "offers"."quantity"),
	CONSTRAINT "offers_offerer_lower" CHECK ("offers"."offerer" = lower("offers"."offerer")),
	CONSTRAINT "offers_collection_lower" CHECK ("offers"."collection" = lower("offers"."collection"))
);
--> statement-breakpoint
ALTER TABLE "sales" ADD COLUMN "source" text DEFAULT 'listing' NOT NULL;--> statement-breakpoint
CREATE INDEX "offers_active_item" ON "offers" USING btree ("chain_id","collection","token_id","amount_wei") WHERE "offers"."status" = 'active' and "offers"."kind" = 'item';--> statement-breakpoint
CREATE INDEX "offers_active_collection_kind" ON "offers" USING btree ("chain_id","collection","kind","amount_wei") WHERE "offers"."status" = 'active';--> statement-breakpoint
CREATE INDEX "offers_offerer" ON "offers" USING btree ("chain_id","offerer","created_at");--> statement-breakpoint
ALTER TABLE "sales" ADD CONSTRAINT "sales_source" CHECK ("sales"."source" in ('listing', 'offer'));