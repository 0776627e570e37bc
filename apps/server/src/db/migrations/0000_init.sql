CREATE TABLE "collections" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "collections_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"chain_id" integer NOT NULL,
	"token_address" text NOT NULL,
	"slug" text NOT NULL,
	"name" text NOT NULL,
	"is_default" boolean DEFAULT false NOT NULL,
	"deployment_block" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "collections_token_lower" CHECK ("collections"."token_address" = lower("collections"."token_address"))
);
--> statement-breakpoint
CREATE TABLE "site_config" (
	"id" smallint PRIMARY KEY DEFAULT 1 NOT NULL,
	"mode" text NOT NULL,
	"name" text NOT NULL,
	"logo" text NOT NULL,
	"launch_stage" text NOT NULL,
	"styles" jsonb NOT NULL,
	"socials" jsonb NOT NULL,
	"enable_gallery" boolean NOT NULL,
	"enable_explore" boolean NOT NULL,
	"enable_story" boolean NOT NULL,
	"enable_odyssey" boolean NOT NULL,
	"enable_owners" boolean NOT NULL,
	"enable_quests" boolean NOT NULL,
	"enable_blog" boolean NOT NULL,
	"enable_about" boolean NOT NULL,
	"enable_portal" boolean NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "site_config_single_row" CHECK ("site_config"."id" = 1),
	CONSTRAINT "site_config_mode" CHECK ("site_config"."mode" in ('single', 'multi')),
	CONSTRAINT "site_config_launch_stage" CHECK ("site_config"."launch_stage" in ('pre', 'post'))
);
--> statement-breakpoint
CREATE UNIQUE INDEX "collections_chain_token" ON "collections" USING btree ("chain_id","token_address");--> statement-breakpoint
CREATE UNIQUE INDEX "collections_chain_slug" ON "collections" USING btree ("chain_id","slug");--> statement-breakpoint
CREATE UNIQUE INDEX "collections_one_default_per_chain" ON "collections" USING btree ("chain_id") WHERE "collections"."is_default";