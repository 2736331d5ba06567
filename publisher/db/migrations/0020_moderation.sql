CREATE TABLE "member_moderation" (
	"uid" integer PRIMARY KEY NOT NULL,
	"status" text NOT NULL,
	"until" bigint,
	"reason" text NOT NULL,
	"changed_at" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "member_status_history" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "member_status_history_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"uid" integer NOT NULL,
	"status" text NOT NULL,
	"until" bigint,
	"reason" text NOT NULL,
	"changed_at" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "moderation_cases" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "moderation_cases_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"kind" text NOT NULL,
	"item_id" integer NOT NULL,
	"uid" integer NOT NULL,
	"content" text NOT NULL,
	"pics" jsonb NOT NULL,
	"reasons" jsonb NOT NULL,
	"queue" text NOT NULL,
	"status" text NOT NULL,
	"decision_reason" text,
	"created_at" bigint NOT NULL,
	"decided_at" bigint
);
--> statement-breakpoint
CREATE TABLE "moderation_settings" (
	"id" integer PRIMARY KEY NOT NULL,
	"version" integer NOT NULL,
	"mode" text,
	"banned_words" jsonb NOT NULL,
	"suspect_words" jsonb NOT NULL,
	"new_member_approvals" integer NOT NULL,
	"webhook_url" text,
	"webhook_secret" text,
	"webhook_timeout_ms" integer,
	"updated_at" bigint NOT NULL
);
--> statement-breakpoint
ALTER TABLE "live_discuss" ADD COLUMN "status" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
CREATE INDEX "member_status_history_member_idx" ON "member_status_history" USING btree ("uid","id");--> statement-breakpoint
CREATE UNIQUE INDEX "moderation_cases_item_idx" ON "moderation_cases" USING btree ("kind","item_id");--> statement-breakpoint
CREATE INDEX "moderation_cases_queue_idx" ON "moderation_cases" USING btree ("queue","status","id");--> statement-breakpoint
CREATE INDEX "moderation_cases_member_idx" ON "moderation_cases" USING btree ("uid","decided_at");