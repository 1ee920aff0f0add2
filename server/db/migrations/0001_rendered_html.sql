ALTER TABLE "problems" ADD COLUMN "problem_html" text;--> statement-breakpoint
ALTER TABLE "tasks" ADD COLUMN "result_html" text;--> statement-breakpoint
ALTER TABLE "tasks" ADD COLUMN "final_answer_html" text;