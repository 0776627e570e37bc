CREATE TABLE "nft_reactions" (
	"chain_id" integer NOT NULL,
	"token_address" text NOT NULL,
	"token_id" numeric(78, 0) NOT NULL,
	"account" text NOT NULL,
	"type" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "nft_reactions_chain_id_token_address_token_id_account_type_pk" PRIMARY KEY("chain_id","token_address","token_id","account","type"),
	CONSTRAINT "nft_reactions_type" CHECK ("nft_reactions"."type" in ('like', 'love'))
);
--> statement-breakpoint
ALTER TABLE "nft_reactions" ADD CONSTRAINT "nft_reactions_account_users_account_fk" FOREIGN KEY ("account") REFERENCES "public"."users"("account") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "nft_reactions_account" ON "nft_reactions" USING btree ("account","type","chain_id","created_at");