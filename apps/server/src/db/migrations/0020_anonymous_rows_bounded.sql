ALTER TABLE "login_nonces" ADD COLUMN "client" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "pending_until" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "login_nonces_client" ON "login_nonces" USING btree ("client","created_at");--> statement-breakpoint
CREATE INDEX "login_nonces_expires_at" ON "login_nonces" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "users_pending_until" ON "users" USING btree ("pending_until") WHERE "users"."pending_until" is not null;