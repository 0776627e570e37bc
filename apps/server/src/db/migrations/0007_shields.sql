CREATE TABLE "shield_awards" (
	"shield_id" integer NOT NULL,
	"account" text NOT NULL,
	"reason" text NOT NULL,
	"awarded_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "shield_awards_shield_id_account_pk" PRIMARY KEY("shield_id","account"),
	CONSTRAINT "shield_awards_account_lower" CHECK ("shield_awards"."account" = lower("shield_awards"."account"))
);
--> statement-breakpoint
CREATE TABLE "shields" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "shields_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"slug" text,
	"name" text NOT NULL,
	"description" text NOT NULL,
	"image_key" text NOT NULL,
	"rule" text,
	"threshold" integer DEFAULT 1 NOT NULL,
	"chain_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "shields_threshold_positive" CHECK ("shields"."threshold" > 0),
	CONSTRAINT "shields_rule" CHECK ("shields"."rule" in ('guardian_holder', 'collector', 'x_linked', 'discord_linked', 'early_supporter'))
);
--> statement-breakpoint
ALTER TABLE "shield_awards" ADD CONSTRAINT "shield_awards_shield_id_shields_id_fk" FOREIGN KEY ("shield_id") REFERENCES "public"."shields"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "shield_awards_account" ON "shield_awards" USING btree ("account","awarded_at");--> statement-breakpoint
CREATE UNIQUE INDEX "shields_name_lower" ON "shields" USING btree (lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "shields_slug" ON "shields" USING btree ("slug");