ALTER TABLE "tasks" ADD COLUMN "video" jsonb;--> statement-breakpoint
ALTER TABLE "tasks" ADD COLUMN "debug_files" jsonb;--> statement-breakpoint
CREATE INDEX "tasks_videos_idx" ON "tasks" USING btree ("finished_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE status = 'completed' and video_file is not null;