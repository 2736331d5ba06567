CREATE TABLE "article_search" (
	"file_id" integer PRIMARY KEY NOT NULL,
	"document" "tsvector" NOT NULL
);
--> statement-breakpoint
CREATE TABLE "search_words" (
	"word" text PRIMARY KEY NOT NULL,
	"position" integer NOT NULL
);
--> statement-breakpoint
ALTER TABLE "article_search" ADD CONSTRAINT "article_search_file_id_articles_file_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."articles"("file_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "article_search_document_idx" ON "article_search" USING gin ("document");