-- The market's facts, written by the indexer (its own process, maybe) or a request, are announced on
-- the change feed's channel like tokens are (migration 0016): each API node turns them into a
-- `catalogue` live event, so open pages (the collection's activity, prices, offers, stats) follow
-- sales, transfers, fills and cancellations read from the chain without a reload. Statement-level:
-- one announcement per statement, and identical ones of a transaction arrive once.
CREATE TRIGGER "transfers_announce_change" AFTER INSERT OR UPDATE OR DELETE ON "transfers"
  FOR EACH STATEMENT EXECUTE FUNCTION "guardians_announce_change"();
--> statement-breakpoint
CREATE TRIGGER "sales_announce_change" AFTER INSERT OR UPDATE OR DELETE ON "sales"
  FOR EACH STATEMENT EXECUTE FUNCTION "guardians_announce_change"();
--> statement-breakpoint
CREATE TRIGGER "listings_announce_change" AFTER INSERT OR UPDATE OR DELETE ON "listings"
  FOR EACH STATEMENT EXECUTE FUNCTION "guardians_announce_change"();
--> statement-breakpoint
CREATE TRIGGER "offers_announce_change" AFTER INSERT OR UPDATE OR DELETE ON "offers"
  FOR EACH STATEMENT EXECUTE FUNCTION "guardians_announce_change"();
