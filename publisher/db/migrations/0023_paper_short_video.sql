CREATE TABLE "paper_articles" (
	"file_id" integer PRIMARY KEY NOT NULL,
	"layout_id" integer NOT NULL,
	"position" integer NOT NULL,
	"area" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "paper_layouts" (
	"id" integer PRIMARY KEY NOT NULL,
	"paper_id" integer NOT NULL,
	"date" text NOT NULL,
	"number" text NOT NULL,
	"name" text NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"published_at" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "papers" (
	"id" integer PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"code" text NOT NULL,
	"icon_small_ref" text NOT NULL,
	"icon_big_ref" text NOT NULL,
	"position" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "short_video_categories" (
	"id" integer PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"position" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "short_videos" (
	"file_id" integer PRIMARY KEY NOT NULL,
	"category_id" integer NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL
);
--> statement-breakpoint
ALTER TABLE "paper_articles" ADD CONSTRAINT "paper_articles_file_id_articles_file_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."articles"("file_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "paper_articles" ADD CONSTRAINT "paper_articles_layout_id_paper_layouts_id_fk" FOREIGN KEY ("layout_id") REFERENCES "public"."paper_layouts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "paper_layouts" ADD CONSTRAINT "paper_layouts_paper_id_papers_id_fk" FOREIGN KEY ("paper_id") REFERENCES "public"."papers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "short_videos" ADD CONSTRAINT "short_videos_file_id_articles_file_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."articles"("file_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "short_videos" ADD CONSTRAINT "short_videos_category_id_short_video_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."short_video_categories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "paper_articles_layout_idx" ON "paper_articles" USING btree ("layout_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "paper_layouts_page_idx" ON "paper_layouts" USING btree ("paper_id","date","number");--> statement-breakpoint
CREATE INDEX "short_videos_category_idx" ON "short_videos" USING btree ("category_id");