CREATE TABLE "notifications" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "notifications_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"account" text NOT NULL,
	"kind" text NOT NULL,
	"payload" jsonb NOT NULL,
	"dedupe_key" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"read_at" timestamp with time zone,
	CONSTRAINT "notifications_account_lower" CHECK ("notifications"."account" = lower("notifications"."account")),
	CONSTRAINT "notifications_kind" CHECK ("notifications"."kind" in ('offer_received', 'offer_accepted', 'outbid', 'listing_sold', 'price_drop'))
);
--> statement-breakpoint
CREATE TABLE "watchlist" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "watchlist_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"account" text NOT NULL,
	"chain_id" integer NOT NULL,
	"collection" text NOT NULL,
	"token_id" numeric(78, 0),
	"trait_type" text,
	"trait_value" text,
	"alert_price_wei" numeric(78, 0),
	"last_alerted_price_wei" numeric(78, 0),
	"last_alerted_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "watchlist_account_lower" CHECK ("watchlist"."account" = lower("watchlist"."account")),
	CONSTRAINT "watchlist_collection_lower" CHECK ("watchlist"."collection" = lower("watchlist"."collection")),
	CONSTRAINT "watchlist_one_target" CHECK ("watchlist"."token_id" is null or "watchlist"."trait_type" is null),
	CONSTRAINT "watchlist_trait_whole" CHECK (("watchlist"."trait_type" is null) = ("watchlist"."trait_value" is null)),
	CONSTRAINT "watchlist_alert_positive" CHECK ("watchlist"."alert_price_wei" is null or "watchlist"."alert_price_wei" > 0)
);
--> statement-breakpoint
CREATE UNIQUE INDEX "notifications_account_dedupe" ON "notifications" USING btree ("account","dedupe_key");--> statement-breakpoint
CREATE INDEX "notifications_account_newest" ON "notifications" USING btree ("account","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "notifications_account_unread" ON "notifications" USING btree ("account") WHERE "notifications"."read_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "watchlist_collection_once" ON "watchlist" USING btree ("account","chain_id","collection") WHERE "watchlist"."token_id" is null and "watchlist"."trait_type" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "watchlist_item_once" ON "watchlist" USING btree ("account","chain_id","collection","token_id") WHERE "watchlist"."token_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "watchlist_trait_once" ON "watchlist" USING btree ("account","chain_id","collection","trait_type","trait_value") WHERE "watchlist"."trait_type" is not null;--> statement-breakpoint
CREATE INDEX "watchlist_alerts" ON "watchlist" USING btree ("chain_id","collection") WHERE "watchlist"."alert_price_wei" is not null;--> statement-breakpoint
CREATE INDEX "watchlist_account" ON "watchlist" USING btree ("account","created_at");--> statement-breakpoint
-- A notification written or marked read, by the app or the indexer (its own process, maybe), tells
-- every API node at commit on the change feed's channel (decision 0088); each node hands
-- `{ type: 'notification', account }` to its own live streams. Identical payloads of one transaction
-- arrive once, so marking a page read announces the account once.
CREATE FUNCTION "guardians_announce_notification"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('guardians_changes', 'notifications:' || NEW.account);
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "notifications_announce" AFTER INSERT OR UPDATE OF "read_at" ON "notifications"
  FOR EACH ROW EXECUTE FUNCTION "guardians_announce_notification"();
