CREATE TABLE "whitelist_entries" (
	"chain_id" integer NOT NULL,
	"token_address" text NOT NULL,
	"account" text NOT NULL,
	"added_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "whitelist_entries_chain_id_token_address_account_pk" PRIMARY KEY("chain_id","token_address","account"),
	CONSTRAINT "whitelist_entries_account_lower" CHECK ("whitelist_entries"."account" = lower("whitelist_entries"."account")),
	CONSTRAINT "whitelist_entries_token_lower" CHECK ("whitelist_entries"."token_address" = lower("whitelist_entries"."token_address"))
);
