-- Written by hand (drizzle cannot express a function): the overlapping character pairs of a text,
-- lower-cased, whitespace removed. Chinese has no spaces between words, so a GIN index on these pairs
-- is the full-text index of explore's search (decision 0028); plain SQL, no extension needed.
CREATE OR REPLACE FUNCTION zj_bigrams(t text) RETURNS text[] LANGUAGE sql IMMUTABLE PARALLEL SAFE COST 1000 AS $$
  SELECT coalesce(array_agg(DISTINCT substr(s, i, 2)), '{}'::text[])
  FROM (SELECT lower(regexp_replace(coalesce(t, ''), '\s+', '', 'g')) AS s) AS x, generate_series(1, length(s) - 1) AS i
$$;--> statement-breakpoint
CREATE TABLE "sharing_notices" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"acknowledged_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "problems" ADD COLUMN "visibility" text DEFAULT 'public' NOT NULL;--> statement-breakpoint
ALTER TABLE "problems" ADD COLUMN "show_asker" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "problems" ADD COLUMN "share_photos" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "problems" ADD COLUMN "published_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "problems" ADD COLUMN "like_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "problems" ADD COLUMN "favorite_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "sharing_notices" ADD CONSTRAINT "sharing_notices_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "engagements_user_kind_idx" ON "engagements" USING btree ("user_id","kind","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "engagements_problem_idx" ON "engagements" USING btree ("problem_id");--> statement-breakpoint
CREATE INDEX "problems_feed_newest_idx" ON "problems" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE visibility = 'public' and published_at is not null;--> statement-breakpoint
CREATE INDEX "problems_feed_liked_idx" ON "problems" USING btree ("like_count" DESC NULLS LAST,"created_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE visibility = 'public' and published_at is not null;--> statement-breakpoint
CREATE INDEX "problems_text_bigrams_idx" ON "problems" USING gin (zj_bigrams("problem_text"));--> statement-breakpoint
ALTER TABLE "problems" ADD CONSTRAINT "problems_like_count_non_negative" CHECK ("problems"."like_count" >= 0);--> statement-breakpoint
ALTER TABLE "problems" ADD CONSTRAINT "problems_favorite_count_non_negative" CHECK ("problems"."favorite_count" >= 0);