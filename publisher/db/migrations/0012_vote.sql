CREATE TABLE "vote_captchas" (
	"code_key" text PRIMARY KEY NOT NULL,
	"answer" text NOT NULL,
	"expires_at" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "vote_logs" (
	"log_id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "vote_logs_log_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 660001 CACHE 1),
	"vote_id" integer NOT NULL,
	"option_id" integer NOT NULL,
	"uid" integer NOT NULL,
	"nonce" text NOT NULL,
	"ip" text NOT NULL,
	"created_at" bigint NOT NULL,
	CONSTRAINT "vote_logs_nonce_unique" UNIQUE("nonce")
);
--> statement-breakpoint
CREATE TABLE "vote_members" (
	"vote_id" integer NOT NULL,
	"uid" integer NOT NULL,
	"fields" jsonb NOT NULL,
	"created_at" bigint NOT NULL,
	CONSTRAINT "vote_members_vote_id_uid_pk" PRIMARY KEY("vote_id","uid")
);
--> statement-breakpoint
CREATE TABLE "vote_options" (
	"option_id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "vote_options_option_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 650001 CACHE 1),
	"vote_id" integer NOT NULL,
	"theme_id" integer NOT NULL,
	"number" integer NOT NULL,
	"name" text NOT NULL,
	"pic_ref" text,
	"intro" text NOT NULL,
	"count" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "vote_tallies" (
	"vote_id" integer NOT NULL,
	"uid" integer NOT NULL,
	"day" integer NOT NULL,
	"option_id" integer NOT NULL,
	"used" integer NOT NULL,
	CONSTRAINT "vote_tallies_vote_id_uid_day_option_id_pk" PRIMARY KEY("vote_id","uid","day","option_id")
);
--> statement-breakpoint
CREATE TABLE "vote_themes" (
	"theme_id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "vote_themes_theme_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 640001 CACHE 1),
	"vote_id" integer NOT NULL,
	"name" text NOT NULL,
	"order_id" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "votes" (
	"vote_id" integer PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"content" text NOT NULL,
	"organizer" text NOT NULL,
	"head_image_ref" text,
	"published_at" bigint NOT NULL,
	"start_at" bigint NOT NULL,
	"end_at" bigint NOT NULL,
	"day_limit" integer NOT NULL,
	"option_day_limit" integer NOT NULL,
	"user_info_rule" jsonb NOT NULL
);
--> statement-breakpoint
CREATE INDEX "vote_logs_vote" ON "vote_logs" USING btree ("vote_id","log_id");--> statement-breakpoint
CREATE INDEX "vote_options_theme" ON "vote_options" USING btree ("theme_id","number");--> statement-breakpoint
CREATE INDEX "vote_options_vote" ON "vote_options" USING btree ("vote_id");--> statement-breakpoint
CREATE INDEX "vote_themes_vote" ON "vote_themes" USING btree ("vote_id");