CREATE TABLE "certificates" (
	"uid" integer NOT NULL,
	"file_id" integer NOT NULL,
	"issued_at" bigint NOT NULL,
	CONSTRAINT "certificates_uid_file_id_pk" PRIMARY KEY("uid","file_id")
);
--> statement-breakpoint
ALTER TABLE "certificates" ADD CONSTRAINT "certificates_uid_members_uid_fk" FOREIGN KEY ("uid") REFERENCES "public"."members"("uid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "certificates" ADD CONSTRAINT "certificates_file_id_articles_file_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."articles"("file_id") ON DELETE cascade ON UPDATE no action;