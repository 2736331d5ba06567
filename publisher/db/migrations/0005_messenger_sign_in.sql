CREATE TABLE "member_oauth" (
	"provider" text NOT NULL,
	"oid" text NOT NULL,
	"unionid" text NOT NULL,
	"uid" integer NOT NULL,
	CONSTRAINT "member_oauth_provider_oid_pk" PRIMARY KEY("provider","oid")
);
--> statement-breakpoint
CREATE TABLE "oauth_grants" (
	"provider" text NOT NULL,
	"oid" text NOT NULL,
	"device" text NOT NULL,
	"unionid" text NOT NULL,
	"expires_at" bigint NOT NULL,
	CONSTRAINT "oauth_grants_provider_oid_device_pk" PRIMARY KEY("provider","oid","device")
);
--> statement-breakpoint
ALTER TABLE "member_oauth" ADD CONSTRAINT "member_oauth_uid_members_uid_fk" FOREIGN KEY ("uid") REFERENCES "public"."members"("uid") ON DELETE cascade ON UPDATE no action;