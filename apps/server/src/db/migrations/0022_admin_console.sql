CREATE TABLE "admin_roles" (
	"account" text NOT NULL,
	"role" text NOT NULL,
	"granted_by" text NOT NULL,
	"granted_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "admin_roles_account_role_pk" PRIMARY KEY("account","role"),
	CONSTRAINT "admin_roles_role" CHECK ("admin_roles"."role" in ('owner', 'moderator', 'judge')),
	CONSTRAINT "admin_roles_account_lower" CHECK ("admin_roles"."account" = lower("admin_roles"."account"))
);
--> statement-breakpoint
CREATE TABLE "audit_log" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "audit_log_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"actor" text NOT NULL,
	"action" text NOT NULL,
	"target" text,
	"before" jsonb,
	"after" jsonb
);
--> statement-breakpoint
ALTER TABLE "site_config" ADD COLUMN "edited_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "site_config" ADD COLUMN "edited_by" text;--> statement-breakpoint
CREATE INDEX "audit_log_at" ON "audit_log" USING btree ("at");--> statement-breakpoint
-- Every API node keeps copies of who holds which role (decision 0082): a grant or a revoke tells them all.
CREATE TRIGGER "admin_roles_announce_change" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "admin_roles"
  FOR EACH STATEMENT EXECUTE FUNCTION "guardians_announce_change"();
