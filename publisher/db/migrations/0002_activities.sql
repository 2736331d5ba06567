CREATE TABLE "activities" (
	"file_id" integer PRIMARY KEY NOT NULL,
	"cat_id" integer NOT NULL,
	"title" text NOT NULL,
	"abstract" text NOT NULL,
	"content" text NOT NULL,
	"organizer" text NOT NULL,
	"place" text NOT NULL,
	"banner_ref" text,
	"published_at" bigint NOT NULL,
	"start_at" bigint NOT NULL,
	"end_at" bigint NOT NULL,
	"sign_start_at" bigint NOT NULL,
	"sign_end_at" bigint NOT NULL,
	"quota" integer NOT NULL,
	"entry_count" integer NOT NULL,
	"sign_form" jsonb NOT NULL,
	"verifiers" jsonb NOT NULL,
	"count_click" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "activity_cats" (
	"cat_id" integer PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"order_id" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "activity_entries" (
	"entry_id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "activity_entries_entry_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 610001 CACHE 1),
	"file_id" integer NOT NULL,
	"uid" integer NOT NULL,
	"name" text NOT NULL,
	"fields" jsonb NOT NULL,
	"regist_code" text NOT NULL,
	"created_at" bigint NOT NULL,
	"used_at" bigint,
	"used_by" integer,
	"used_shop" text,
	CONSTRAINT "activity_entries_regist_code_unique" UNIQUE("regist_code"),
	CONSTRAINT "activity_entries_member" UNIQUE("file_id","uid")
);
--> statement-breakpoint
CREATE TABLE "activity_entry_keys" (
	"file_id" integer NOT NULL,
	"field" text NOT NULL,
	"value" text NOT NULL,
	CONSTRAINT "activity_entry_keys_file_id_field_value_pk" PRIMARY KEY("file_id","field","value")
);
--> statement-breakpoint
CREATE TABLE "activity_uploads" (
	"upload_id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "activity_uploads_upload_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 620001 CACHE 1),
	"uid" integer NOT NULL,
	"bytes" text NOT NULL,
	"created_at" bigint NOT NULL
);
--> statement-breakpoint
CREATE INDEX "activity_entries_file" ON "activity_entries" USING btree ("file_id");