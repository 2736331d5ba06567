CREATE TABLE "articles" (
	"file_id" integer PRIMARY KEY NOT NULL,
	"column_id" integer NOT NULL,
	"article_type" integer NOT NULL,
	"status" integer NOT NULL,
	"lang" text NOT NULL,
	"title" text NOT NULL,
	"list_title" text NOT NULL,
	"sub_title" text NOT NULL,
	"lead_title" text NOT NULL,
	"abstract" text NOT NULL,
	"content" text NOT NULL,
	"source" text NOT NULL,
	"author" text NOT NULL,
	"credits" jsonb NOT NULL,
	"reporter_ids" jsonb NOT NULL,
	"tags" jsonb NOT NULL,
	"mark" text NOT NULL,
	"published_at" bigint NOT NULL,
	"title_image_ref" text,
	"pic_ratio" text NOT NULL,
	"pic_type" integer NOT NULL,
	"body_images" jsonb NOT NULL,
	"video_url" text NOT NULL,
	"duration" integer NOT NULL,
	"link_id" integer NOT NULL,
	"url" text NOT NULL,
	"live_status" integer NOT NULL,
	"live_config" jsonb,
	"share_closed" integer NOT NULL,
	"discuss_closed" integer NOT NULL,
	"count_click" integer NOT NULL,
	"count_praise" integer NOT NULL,
	"count_share" integer NOT NULL,
	"count_discuss" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "column_articles" (
	"column_id" integer NOT NULL,
	"file_id" integer NOT NULL,
	"pinned" integer NOT NULL,
	"published_at" bigint NOT NULL,
	CONSTRAINT "column_articles_column_id_file_id_pk" PRIMARY KEY("column_id","file_id")
);
--> statement-breakpoint
CREATE TABLE "columns" (
	"column_id" integer PRIMARY KEY NOT NULL,
	"parent_id" integer NOT NULL,
	"name" text NOT NULL,
	"cas_names" text NOT NULL,
	"column_type" text NOT NULL,
	"column_style" text NOT NULL,
	"top_count" integer NOT NULL,
	"order_id" integer NOT NULL,
	"level" integer NOT NULL,
	"icon_ref" text,
	"description" text NOT NULL,
	"link_url" text NOT NULL,
	"lang" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "images" (
	"ref" text PRIMARY KEY NOT NULL,
	"format" text NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"label" text NOT NULL,
	"hue" integer NOT NULL,
	"motif" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "members" (
	"uid" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "members_uid_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1001 CACHE 1),
	"phone" text,
	"password_hash" text,
	"is_def_password" integer NOT NULL,
	"nickname" text NOT NULL,
	"head_ref" text,
	"score" integer NOT NULL,
	"sex" text NOT NULL,
	"sso_token" text NOT NULL,
	"created_at" bigint NOT NULL,
	CONSTRAINT "members_phone_unique" UNIQUE("phone")
);
--> statement-breakpoint
CREATE TABLE "modules" (
	"module_id" integer PRIMARY KEY NOT NULL,
	"column_id" integer NOT NULL,
	"type" integer NOT NULL,
	"name" text NOT NULL,
	"position" integer NOT NULL,
	"show_more" integer NOT NULL,
	"display_style" integer NOT NULL,
	"is_top_module" integer NOT NULL,
	"cm_display_style" integer NOT NULL,
	"file_ids" jsonb NOT NULL,
	"reporter_ids" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "reporters" (
	"id" integer PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"duty" text NOT NULL,
	"description" text NOT NULL,
	"photo_ref" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "site_config" (
	"app_id" integer PRIMARY KEY NOT NULL,
	"site_id" integer NOT NULL,
	"config" jsonb NOT NULL,
	"secrets" jsonb NOT NULL,
	"updated_at" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sms_codes" (
	"phone" text NOT NULL,
	"purpose" text NOT NULL,
	"code" text NOT NULL,
	"expires_at" bigint NOT NULL,
	"attempts" integer NOT NULL,
	CONSTRAINT "sms_codes_phone_purpose_pk" PRIMARY KEY("phone","purpose")
);
--> statement-breakpoint
CREATE TABLE "tokens" (
	"token" text PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"uid" integer,
	"device" text NOT NULL,
	"expires_at" bigint NOT NULL
);
--> statement-breakpoint
CREATE INDEX "articles_column_idx" ON "articles" USING btree ("column_id","published_at");--> statement-breakpoint
CREATE INDEX "articles_click_idx" ON "articles" USING btree ("count_click");--> statement-breakpoint
CREATE INDEX "column_articles_order_idx" ON "column_articles" USING btree ("column_id","pinned","published_at","file_id");--> statement-breakpoint
CREATE INDEX "columns_parent_idx" ON "columns" USING btree ("parent_id","order_id");--> statement-breakpoint
CREATE INDEX "modules_column_idx" ON "modules" USING btree ("column_id");--> statement-breakpoint
CREATE INDEX "tokens_uid_idx" ON "tokens" USING btree ("uid");