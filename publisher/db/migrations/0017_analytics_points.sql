CREATE TABLE "analytics_records" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "analytics_records_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"data_type" integer NOT NULL,
	"article_id" integer NOT NULL,
	"platform" integer NOT NULL,
	"channel" integer NOT NULL,
	"share_channel" integer,
	"device_id" text NOT NULL,
	"user_uuid" text NOT NULL,
	"refer" text NOT NULL,
	"action_time" bigint NOT NULL,
	"received_at" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "web_vitals" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "web_vitals_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name" text NOT NULL,
	"value" double precision NOT NULL,
	"rating" text NOT NULL,
	"page_type" text NOT NULL,
	"path" text NOT NULL,
	"received_at" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "point_events" (
	"uid" integer NOT NULL,
	"rule" text NOT NULL,
	"article_id" integer NOT NULL,
	"day" text NOT NULL,
	"created_at" bigint NOT NULL,
	CONSTRAINT "point_events_uid_rule_day_article_id_pk" PRIMARY KEY("uid","rule","day","article_id")
);
--> statement-breakpoint
ALTER TABLE "point_events" ADD CONSTRAINT "point_events_uid_members_uid_fk" FOREIGN KEY ("uid") REFERENCES "public"."members"("uid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "analytics_records_article" ON "analytics_records" USING btree ("article_id","data_type");--> statement-breakpoint
CREATE INDEX "web_vitals_page" ON "web_vitals" USING btree ("page_type","name");