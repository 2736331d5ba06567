CREATE TABLE "uploads" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "uploads_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 100000001 CACHE 1),
	"uid" integer NOT NULL,
	"wanted" integer NOT NULL,
	"kind" integer,
	"original_key" text NOT NULL,
	"stored_key" text,
	"poster_key" text,
	"duration_ms" integer,
	"bytes" integer,
	"status" text NOT NULL,
	"created_at" bigint NOT NULL
);
--> statement-breakpoint
CREATE INDEX "uploads_member_idx" ON "uploads" USING btree ("uid","created_at");