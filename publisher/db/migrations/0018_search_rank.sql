DROP INDEX "article_search_document_idx";--> statement-breakpoint
ALTER TABLE "article_search" ADD COLUMN "head" "tsvector" DEFAULT ''::tsvector NOT NULL;--> statement-breakpoint
ALTER TABLE "article_search" ADD COLUMN "status" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "article_search" ADD COLUMN "article_type" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "article_search" ADD COLUMN "published_at" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX "article_search_document_idx" ON "article_search" USING gin ("document") WITH (fastupdate=false);