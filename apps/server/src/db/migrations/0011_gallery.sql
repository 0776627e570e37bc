CREATE TABLE "artist_submissions" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "artist_submissions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"source" text NOT NULL,
	"account" text,
	"tweet_id" text NOT NULL,
	"author_id" text NOT NULL,
	"author_username" text NOT NULL,
	"author_name" text NOT NULL,
	"author_image_url" text,
	"text" text DEFAULT '' NOT NULL,
	"tweet_created_at" timestamp with time zone NOT NULL,
	"token_address" text,
	"token_id" text,
	"disabled" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "artist_submissions_source" CHECK ("artist_submissions"."source" in ('upload', 'x_api')),
	CONSTRAINT "artist_submissions_account_lower" CHECK ("artist_submissions"."account" is null or "artist_submissions"."account" = lower("artist_submissions"."account"))
);
--> statement-breakpoint
CREATE TABLE "submission_media" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "submission_media_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"submission_id" integer NOT NULL,
	"position" integer NOT NULL,
	"type" text NOT NULL,
	"file_key" text NOT NULL,
	"preview_key" text NOT NULL,
	"content_type" text NOT NULL,
	"width" integer,
	"height" integer,
	"duration_ms" integer,
	"bit_rate" integer,
	CONSTRAINT "submission_media_type" CHECK ("submission_media"."type" in ('photo', 'video'))
);
--> statement-breakpoint
CREATE TABLE "submission_reactions" (
	"submission_id" integer NOT NULL,
	"account" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "submission_reactions_submission_id_account_pk" PRIMARY KEY("submission_id","account"),
	CONSTRAINT "submission_reactions_account_lower" CHECK ("submission_reactions"."account" = lower("submission_reactions"."account"))
);
--> statement-breakpoint
ALTER TABLE "submission_media" ADD CONSTRAINT "submission_media_submission_id_artist_submissions_id_fk" FOREIGN KEY ("submission_id") REFERENCES "public"."artist_submissions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "submission_reactions" ADD CONSTRAINT "submission_reactions_submission_id_artist_submissions_id_fk" FOREIGN KEY ("submission_id") REFERENCES "public"."artist_submissions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "artist_submissions_tweet" ON "artist_submissions" USING btree ("tweet_id");--> statement-breakpoint
CREATE INDEX "artist_submissions_account" ON "artist_submissions" USING btree ("account");--> statement-breakpoint
CREATE INDEX "artist_submissions_token" ON "artist_submissions" USING btree ("token_address","token_id");--> statement-breakpoint
CREATE UNIQUE INDEX "submission_media_position" ON "submission_media" USING btree ("submission_id","position");--> statement-breakpoint
CREATE INDEX "submission_reactions_account" ON "submission_reactions" USING btree ("account");