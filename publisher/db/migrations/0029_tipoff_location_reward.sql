ALTER TABLE "tipoffs" ADD COLUMN "latitude" double precision;--> statement-breakpoint
ALTER TABLE "tipoffs" ADD COLUMN "longitude" double precision;--> statement-breakpoint
ALTER TABLE "tipoffs" ADD COLUMN "reward_points" integer DEFAULT 0 NOT NULL;