CREATE TABLE "ask_question_likes" (
	"question_id" integer NOT NULL,
	"uid" integer NOT NULL,
	"created_at" bigint NOT NULL,
	CONSTRAINT "ask_question_likes_question_id_uid_pk" PRIMARY KEY("question_id","uid")
);
--> statement-breakpoint
ALTER TABLE "ask_question_likes" ADD CONSTRAINT "ask_question_likes_question_id_ask_questions_id_fk" FOREIGN KEY ("question_id") REFERENCES "public"."ask_questions"("id") ON DELETE cascade ON UPDATE no action;