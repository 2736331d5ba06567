CREATE TABLE "exchanges" (
	"exchange_id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "exchanges_exchange_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 771001 CACHE 1),
	"product_id" integer NOT NULL,
	"uid" integer NOT NULL,
	"price" integer NOT NULL,
	"state" integer NOT NULL,
	"code" text,
	"receiver_name" text,
	"receiver_phone" text,
	"receiver_address" text,
	"carrier" text,
	"tracking_no" text,
	"shipped_at" bigint,
	"request_key" text,
	"created_at" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "products" (
	"product_id" integer PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"content" text NOT NULL,
	"picture_refs" jsonb NOT NULL,
	"price" integer NOT NULL,
	"stock" integer NOT NULL,
	"exchanged" integer NOT NULL,
	"kind" text NOT NULL,
	"limit_count" integer NOT NULL,
	"limit_period" text NOT NULL,
	"start_at" bigint NOT NULL,
	"end_at" bigint NOT NULL,
	"published_at" bigint NOT NULL,
	CONSTRAINT "products_stock_not_negative" CHECK ("products"."stock" >= 0)
);
--> statement-breakpoint
CREATE TABLE "course_completions" (
	"uid" integer NOT NULL,
	"course_id" integer NOT NULL,
	"completed_at" bigint NOT NULL,
	CONSTRAINT "course_completions_uid_course_id_pk" PRIMARY KEY("uid","course_id")
);
--> statement-breakpoint
CREATE TABLE "courses" (
	"course_id" integer PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"abstract" text NOT NULL,
	"content" text NOT NULL,
	"cover_ref" text,
	"published_at" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "lessons" (
	"lesson_id" integer PRIMARY KEY NOT NULL,
	"course_id" integer NOT NULL,
	"order_id" integer NOT NULL,
	"title" text NOT NULL,
	"kind" text NOT NULL,
	"media_url" text NOT NULL,
	"content" text NOT NULL,
	"duration" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "study_days" (
	"uid" integer NOT NULL,
	"lesson_id" integer NOT NULL,
	"day" text NOT NULL,
	"counted" integer NOT NULL,
	"paid_at" bigint,
	CONSTRAINT "study_days_uid_lesson_id_day_pk" PRIMARY KEY("uid","lesson_id","day")
);
--> statement-breakpoint
CREATE TABLE "study_progress" (
	"uid" integer NOT NULL,
	"lesson_id" integer NOT NULL,
	"course_id" integer NOT NULL,
	"counted" integer NOT NULL,
	"position" integer NOT NULL,
	"done_at" bigint,
	"updated_at" bigint NOT NULL,
	CONSTRAINT "study_progress_uid_lesson_id_pk" PRIMARY KEY("uid","lesson_id")
);
--> statement-breakpoint
CREATE TABLE "study_rules" (
	"site_id" integer PRIMARY KEY NOT NULL,
	"lesson_score" integer NOT NULL,
	"course_score" integer NOT NULL,
	"updated_at" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "study_sessions" (
	"uid" integer NOT NULL,
	"lesson_id" integer NOT NULL,
	"token" text NOT NULL,
	"started_at" bigint NOT NULL,
	"last_report_at" bigint NOT NULL,
	"counted" integer NOT NULL,
	CONSTRAINT "study_sessions_uid_lesson_id_pk" PRIMARY KEY("uid","lesson_id")
);
--> statement-breakpoint
ALTER TABLE "exchanges" ADD CONSTRAINT "exchanges_product_id_products_product_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("product_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exchanges" ADD CONSTRAINT "exchanges_uid_members_uid_fk" FOREIGN KEY ("uid") REFERENCES "public"."members"("uid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "course_completions" ADD CONSTRAINT "course_completions_uid_members_uid_fk" FOREIGN KEY ("uid") REFERENCES "public"."members"("uid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "course_completions" ADD CONSTRAINT "course_completions_course_id_courses_course_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("course_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lessons" ADD CONSTRAINT "lessons_course_id_courses_course_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("course_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "study_days" ADD CONSTRAINT "study_days_uid_members_uid_fk" FOREIGN KEY ("uid") REFERENCES "public"."members"("uid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "study_days" ADD CONSTRAINT "study_days_lesson_id_lessons_lesson_id_fk" FOREIGN KEY ("lesson_id") REFERENCES "public"."lessons"("lesson_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "study_progress" ADD CONSTRAINT "study_progress_uid_members_uid_fk" FOREIGN KEY ("uid") REFERENCES "public"."members"("uid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "study_progress" ADD CONSTRAINT "study_progress_lesson_id_lessons_lesson_id_fk" FOREIGN KEY ("lesson_id") REFERENCES "public"."lessons"("lesson_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "study_sessions" ADD CONSTRAINT "study_sessions_uid_members_uid_fk" FOREIGN KEY ("uid") REFERENCES "public"."members"("uid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "study_sessions" ADD CONSTRAINT "study_sessions_lesson_id_lessons_lesson_id_fk" FOREIGN KEY ("lesson_id") REFERENCES "public"."lessons"("lesson_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "exchanges_member_product" ON "exchanges" USING btree ("uid","product_id","created_at");--> statement-breakpoint
CREATE INDEX "exchanges_member" ON "exchanges" USING btree ("uid","created_at");--> statement-breakpoint
CREATE INDEX "exchanges_state" ON "exchanges" USING btree ("state","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "exchanges_request_key" ON "exchanges" USING btree ("uid","request_key");--> statement-breakpoint
CREATE INDEX "products_published" ON "products" USING btree ("published_at");--> statement-breakpoint
CREATE INDEX "lessons_course" ON "lessons" USING btree ("course_id","order_id");--> statement-breakpoint
CREATE INDEX "study_progress_course" ON "study_progress" USING btree ("course_id","uid");--> statement-breakpoint
CREATE INDEX "study_progress_member" ON "study_progress" USING btree ("uid","updated_at");