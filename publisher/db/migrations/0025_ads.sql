CREATE TABLE "ad_days" (
	"adv_id" integer NOT NULL,
	"day" text NOT NULL,
	"impressions" integer NOT NULL,
	"clicks" integer NOT NULL,
	CONSTRAINT "ad_days_adv_id_day_pk" PRIMARY KEY("adv_id","day")
);
--> statement-breakpoint
CREATE TABLE "ad_free_articles" (
	"file_id" integer PRIMARY KEY NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ad_readers" (
	"adv_id" integer NOT NULL,
	"day" text NOT NULL,
	"reader" text NOT NULL,
	"kind" smallint NOT NULL,
	CONSTRAINT "ad_readers_adv_id_day_reader_kind_pk" PRIMARY KEY("adv_id","day","reader","kind")
);
--> statement-breakpoint
CREATE TABLE "ads" (
	"adv_id" integer PRIMARY KEY NOT NULL,
	"advertiser" text NOT NULL,
	"title" text NOT NULL,
	"picture_ref" text NOT NULL,
	"link" text NOT NULL,
	"article_id" integer,
	"placement" text NOT NULL,
	"column_id" integer,
	"position" integer NOT NULL,
	"ad_order" integer NOT NULL,
	"start_at" bigint NOT NULL,
	"end_at" bigint NOT NULL,
	"page_time" integer NOT NULL,
	"paused" boolean NOT NULL,
	"created_at" bigint NOT NULL
);
--> statement-breakpoint
ALTER TABLE "ad_days" ADD CONSTRAINT "ad_days_adv_id_ads_adv_id_fk" FOREIGN KEY ("adv_id") REFERENCES "public"."ads"("adv_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ad_free_articles" ADD CONSTRAINT "ad_free_articles_file_id_articles_file_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."articles"("file_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ad_readers" ADD CONSTRAINT "ad_readers_adv_id_ads_adv_id_fk" FOREIGN KEY ("adv_id") REFERENCES "public"."ads"("adv_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ads" ADD CONSTRAINT "ads_article_id_articles_file_id_fk" FOREIGN KEY ("article_id") REFERENCES "public"."articles"("file_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "ads_placement_idx" ON "ads" USING btree ("placement","column_id");