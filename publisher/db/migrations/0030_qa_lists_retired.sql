ALTER TABLE "qa_choices" ADD COLUMN "retired" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "qa_departments" ADD COLUMN "retired" boolean DEFAULT false NOT NULL;