CREATE TABLE "article_likes" (
	"file_id" integer NOT NULL,
	"liker" text NOT NULL,
	"liked_at" bigint NOT NULL,
	CONSTRAINT "article_likes_file_id_liker_pk" PRIMARY KEY("file_id","liker")
);
--> statement-breakpoint
CREATE TABLE "favourites" (
	"uid" integer NOT NULL,
	"type" integer NOT NULL,
	"article_id" integer NOT NULL,
	"channel" integer NOT NULL,
	"img_url" text NOT NULL,
	"created_at" bigint NOT NULL,
	CONSTRAINT "favourites_uid_type_article_id_pk" PRIMARY KEY("uid","type","article_id")
);
--> statement-breakpoint
CREATE INDEX "favourites_member_idx" ON "favourites" USING btree ("uid","created_at");