CREATE TABLE "report_sets" (
	"id" integer PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"duty" text NOT NULL,
	"description" text NOT NULL,
	"photo_ref" text,
	"file_ids" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tags" (
	"id" integer PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	CONSTRAINT "tags_name_unique" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "timeline_entries" (
	"id" integer PRIMARY KEY NOT NULL,
	"timeline_id" integer NOT NULL,
	"happened_at" bigint NOT NULL,
	"title" text NOT NULL,
	"text" text NOT NULL,
	"file_id" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "timelines" (
	"id" integer PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"summary" text NOT NULL,
	"pic_ref" text
);
--> statement-breakpoint
CREATE INDEX "timeline_entries_timeline_idx" ON "timeline_entries" USING btree ("timeline_id","happened_at");