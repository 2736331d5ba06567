CREATE TABLE "score_records" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "score_records_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"uid" integer NOT NULL,
	"score" integer NOT NULL,
	"rule" text NOT NULL,
	"note" text NOT NULL,
	"created_at" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "invite_codes" (
	"uid" integer PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"created_at" bigint NOT NULL,
	CONSTRAINT "invite_codes_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "invite_records" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "invite_records_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"inviter_uid" integer NOT NULL,
	"device" text NOT NULL,
	"invitee_uid" integer,
	"name" text NOT NULL,
	"created_at" bigint NOT NULL,
	CONSTRAINT "invite_records_device_unique" UNIQUE("device")
);
--> statement-breakpoint
ALTER TABLE "score_records" ADD CONSTRAINT "score_records_uid_members_uid_fk" FOREIGN KEY ("uid") REFERENCES "public"."members"("uid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invite_codes" ADD CONSTRAINT "invite_codes_uid_members_uid_fk" FOREIGN KEY ("uid") REFERENCES "public"."members"("uid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invite_records" ADD CONSTRAINT "invite_records_inviter_uid_members_uid_fk" FOREIGN KEY ("inviter_uid") REFERENCES "public"."members"("uid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invite_records" ADD CONSTRAINT "invite_records_invitee_uid_members_uid_fk" FOREIGN KEY ("invitee_uid") REFERENCES "public"."members"("uid") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "score_records_member" ON "score_records" USING btree ("uid","created_at");--> statement-breakpoint
CREATE INDEX "invite_records_inviter" ON "invite_records" USING btree ("inviter_uid","created_at");