CREATE INDEX "offers_collection_created" ON "offers" USING btree ("chain_id","collection","created_at");--> statement-breakpoint
CREATE INDEX "offers_collection_cancelled" ON "offers" USING btree ("chain_id","collection","updated_at") WHERE "offers"."status" = 'cancelled';--> statement-breakpoint
CREATE INDEX "listings_collection_created" ON "listings" USING btree ("chain_id","token_address","created_at");--> statement-breakpoint
CREATE INDEX "listings_collection_cancelled" ON "listings" USING btree ("chain_id","token_address","updated_at") WHERE "listings"."status" = 'cancelled';