CREATE TABLE "subscriptions" (
	"uid" integer NOT NULL,
	"kind" integer NOT NULL,
	"target_id" integer NOT NULL,
	"created_at" bigint NOT NULL,
	CONSTRAINT "subscriptions_uid_kind_target_id_pk" PRIMARY KEY("uid","kind","target_id")
);
--> statement-breakpoint
CREATE TABLE "xy_account_articles" (
	"file_id" integer PRIMARY KEY NOT NULL,
	"xy_id" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "xy_accounts" (
	"id" integer PRIMARY KEY NOT NULL,
	"category_id" integer NOT NULL,
	"name" text NOT NULL,
	"description" text NOT NULL,
	"icon_ref" text NOT NULL,
	"status" integer NOT NULL,
	"forbidden" integer NOT NULL,
	"recommend" integer NOT NULL,
	"created_at" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "xy_categories" (
	"id" integer PRIMARY KEY NOT NULL,
	"parent_id" integer NOT NULL,
	"name" text NOT NULL,
	"position" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "xy_rank_periods" (
	"id" integer PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"starts_at" bigint NOT NULL,
	"ends_at" bigint NOT NULL,
	"rules" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "xy_rank_votes" (
	"period_id" integer NOT NULL,
	"uid" integer NOT NULL,
	"xy_id" integer NOT NULL,
	"voted_at" bigint NOT NULL,
	CONSTRAINT "xy_rank_votes_period_id_uid_xy_id_pk" PRIMARY KEY("period_id","uid","xy_id")
);
--> statement-breakpoint
CREATE TABLE "dynamics" (
	"id" integer PRIMARY KEY NOT NULL,
	"owner_kind" integer NOT NULL,
	"owner_id" integer NOT NULL,
	"content" text NOT NULL,
	"picture_refs" jsonb NOT NULL,
	"videos" jsonb NOT NULL,
	"published_at" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "leader_articles" (
	"leader_id" integer NOT NULL,
	"file_id" integer NOT NULL,
	CONSTRAINT "leader_articles_leader_id_file_id_pk" PRIMARY KEY("leader_id","file_id")
);
--> statement-breakpoint
CREATE TABLE "leaders" (
	"id" integer PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"duty" text NOT NULL,
	"description" text NOT NULL,
	"photo_ref" text NOT NULL,
	"position" integer NOT NULL
);
--> statement-breakpoint
CREATE INDEX "subscriptions_target_idx" ON "subscriptions" USING btree ("kind","target_id");--> statement-breakpoint
CREATE INDEX "xy_account_articles_xy_idx" ON "xy_account_articles" USING btree ("xy_id");--> statement-breakpoint
CREATE INDEX "xy_accounts_category_idx" ON "xy_accounts" USING btree ("category_id");--> statement-breakpoint
CREATE INDEX "xy_rank_votes_account_idx" ON "xy_rank_votes" USING btree ("period_id","xy_id");--> statement-breakpoint
CREATE INDEX "dynamics_owner_idx" ON "dynamics" USING btree ("owner_kind","owner_id","published_at");--> statement-breakpoint
CREATE INDEX "leader_articles_file_idx" ON "leader_articles" USING btree ("file_id");