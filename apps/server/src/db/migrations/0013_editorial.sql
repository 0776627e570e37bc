CREATE TABLE "editorial_posts" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "editorial_posts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"kind" text NOT NULL,
	"slug" text NOT NULL,
	"title" text NOT NULL,
	"category" text NOT NULL,
	"excerpt" text NOT NULL,
	"image" text,
	"author" text NOT NULL,
	"markdown" text NOT NULL,
	"html" text NOT NULL,
	"published_at" timestamp with time zone NOT NULL,
	"origin" text NOT NULL,
	"content_hash" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "editorial_posts_kind" CHECK ("editorial_posts"."kind" in ('blog', 'about')),
	CONSTRAINT "editorial_posts_origin" CHECK ("editorial_posts"."origin" in ('content', 'admin'))
);
--> statement-breakpoint
CREATE TABLE "lore_entries" (
	"section" text NOT NULL,
	"id" text NOT NULL,
	"position" integer NOT NULL,
	"data" jsonb NOT NULL,
	"content_hash" text NOT NULL,
	CONSTRAINT "lore_entries_section_id_pk" PRIMARY KEY("section","id"),
	CONSTRAINT "lore_entries_section" CHECK ("lore_entries"."section" in ('story', 'odyssey'))
);
--> statement-breakpoint
CREATE TABLE "newsletter_subscribers" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "newsletter_subscribers_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"email" text NOT NULL,
	"consent_text" text NOT NULL,
	"consented_at" timestamp with time zone DEFAULT now() NOT NULL,
	"unsubscribe_token" text NOT NULL,
	"unsubscribed_at" timestamp with time zone,
	CONSTRAINT "newsletter_subscribers_email_lower" CHECK ("newsletter_subscribers"."email" = lower("newsletter_subscribers"."email"))
);
--> statement-breakpoint
ALTER TABLE "guardians" ADD COLUMN "powers" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "guardians" ADD COLUMN "story" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "editorial_posts_slug" ON "editorial_posts" USING btree ("kind","slug");--> statement-breakpoint
CREATE INDEX "editorial_posts_listing" ON "editorial_posts" USING btree ("kind","published_at","id");--> statement-breakpoint
CREATE INDEX "editorial_posts_category" ON "editorial_posts" USING btree ("kind",lower("category"),"published_at");--> statement-breakpoint
CREATE UNIQUE INDEX "lore_entries_position" ON "lore_entries" USING btree ("section","position");--> statement-breakpoint
CREATE UNIQUE INDEX "newsletter_subscribers_email" ON "newsletter_subscribers" USING btree ("email");--> statement-breakpoint
CREATE UNIQUE INDEX "newsletter_subscribers_token" ON "newsletter_subscribers" USING btree ("unsubscribe_token");