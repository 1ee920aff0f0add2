CREATE TABLE "exam_ocr_jobs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"image_file" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"progress" integer DEFAULT 0 NOT NULL,
	"cost" integer NOT NULL,
	"charge_state" text DEFAULT 'held' NOT NULL,
	"text" text,
	"questions" jsonb,
	"message" text,
	"error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone,
	CONSTRAINT "exam_ocr_jobs_cost_non_negative" CHECK ("exam_ocr_jobs"."cost" >= 0)
);
--> statement-breakpoint
ALTER TABLE "exam_ocr_jobs" ADD CONSTRAINT "exam_ocr_jobs_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "exam_ocr_jobs_user_idx" ON "exam_ocr_jobs" USING btree ("user_id","created_at");