CREATE TABLE "member_portraits" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "member_portraits_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"uid" integer NOT NULL,
	"format" text NOT NULL,
	"bytes" text NOT NULL,
	"created_at" bigint NOT NULL
);
--> statement-breakpoint
ALTER TABLE "member_portraits" ADD CONSTRAINT "member_portraits_uid_members_uid_fk" FOREIGN KEY ("uid") REFERENCES "public"."members"("uid") ON DELETE cascade ON UPDATE no action;