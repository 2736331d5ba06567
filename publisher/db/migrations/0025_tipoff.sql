CREATE TABLE "tipoffs" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "tipoffs_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 3000001 CACHE 1),
	"site_id" integer NOT NULL,
	"uid" integer NOT NULL,
	"anonymous" integer NOT NULL,
	"user_name" text NOT NULL,
	"contact_no" text NOT NULL,
	"topic" text NOT NULL,
	"content" text NOT NULL,
	"place" text NOT NULL,
	"happened_at" text NOT NULL,
	"files" jsonb NOT NULL,
	"review" text NOT NULL,
	"state" text NOT NULL,
	"reply" text NOT NULL,
	"replied_at" bigint,
	"received_at" bigint NOT NULL,
	"checking_at" bigint,
	"decided_at" bigint,
	"published_at" bigint,
	"article_id" integer,
	"request_key" text,
	CONSTRAINT "tipoffs_request_key" UNIQUE("uid","request_key")
);
--> statement-breakpoint
CREATE INDEX "tipoffs_member" ON "tipoffs" USING btree ("uid","received_at");--> statement-breakpoint
CREATE INDEX "tipoffs_queue" ON "tipoffs" USING btree ("state","received_at");