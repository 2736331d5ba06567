CREATE TABLE "article_audio" (
	"file_id" integer PRIMARY KEY NOT NULL,
	"url" text NOT NULL,
	"title" text NOT NULL,
	"duration" integer NOT NULL
);
--> statement-breakpoint
ALTER TABLE "article_audio" ADD CONSTRAINT "article_audio_file_id_articles_file_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."articles"("file_id") ON DELETE cascade ON UPDATE no action;