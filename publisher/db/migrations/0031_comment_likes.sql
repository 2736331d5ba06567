CREATE TABLE "comment_likes" (
	"comment_id" integer NOT NULL,
	"uid" integer NOT NULL,
	"liked_at" bigint NOT NULL,
	CONSTRAINT "comment_likes_comment_id_uid_pk" PRIMARY KEY("comment_id","uid")
);
--> statement-breakpoint
CREATE INDEX "comment_likes_member_idx" ON "comment_likes" USING btree ("uid","comment_id");