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
CREATE TABLE "calls" (
	"call_id" integer PRIMARY KEY NOT NULL,
	"site_id" integer NOT NULL,
	"title" text NOT NULL,
	"organizer" text NOT NULL,
	"rules" text NOT NULL,
	"content" text NOT NULL,
	"cover_ref" text,
	"start_at" bigint NOT NULL,
	"end_at" bigint NOT NULL,
	"closed_at" bigint,
	"created_at" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "submissions" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "submissions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 3500001 CACHE 1),
	"call_id" integer NOT NULL,
	"uid" integer NOT NULL,
	"title" text NOT NULL,
	"content" text NOT NULL,
	"author_name" text NOT NULL,
	"contact_no" text NOT NULL,
	"files" jsonb NOT NULL,
	"review" text NOT NULL,
	"state" text NOT NULL,
	"reason" text NOT NULL,
	"article_id" integer,
	"created_at" bigint NOT NULL,
	"reviewed_at" bigint,
	"request_key" text,
	CONSTRAINT "submissions_request_key" UNIQUE("uid","request_key")
);
--> statement-breakpoint
ALTER TABLE "submissions" ADD CONSTRAINT "submissions_call_id_calls_call_id_fk" FOREIGN KEY ("call_id") REFERENCES "public"."calls"("call_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "tipoffs_member" ON "tipoffs" USING btree ("uid","received_at");--> statement-breakpoint
CREATE INDEX "tipoffs_queue" ON "tipoffs" USING btree ("state","received_at");--> statement-breakpoint
CREATE INDEX "submissions_member" ON "submissions" USING btree ("uid","created_at");--> statement-breakpoint
CREATE INDEX "submissions_call" ON "submissions" USING btree ("call_id","created_at");