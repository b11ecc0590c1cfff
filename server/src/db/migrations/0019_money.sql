-- Rates, reviews and costs (product.md §4.20): a job's terms and an engagement's day rate in integer
-- euro cents, the client's review of sent records, the engagement's history, and the once-a-day
-- send counted per review round (a send after a review is allowed the same day).
CREATE TABLE "engagement_events" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "engagement_events_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"engagement_id" integer NOT NULL,
	"evento" varchar(40) NOT NULL,
	"user_id" integer,
	"il" timestamp with time zone NOT NULL,
	"dettagli" jsonb NOT NULL
);
--> statement-breakpoint
DROP INDEX "sheet_sends_once_a_day_key";--> statement-breakpoint
ALTER TABLE "engagements" ADD COLUMN "day_rate_cents" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "day_rate_cents" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "daily_hours" smallint DEFAULT 8 NOT NULL;--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "overtime_uplift_percent" smallint DEFAULT 25 NOT NULL;--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "km_allowance_cents" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "car_sheets" ADD COLUMN "review" varchar(10);--> statement-breakpoint
ALTER TABLE "car_sheets" ADD COLUMN "review_note" text;--> statement-breakpoint
ALTER TABLE "car_sheets" ADD COLUMN "reviewed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "sheet_sends" ADD COLUMN "round" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "time_reports" ADD COLUMN "review" varchar(10);--> statement-breakpoint
ALTER TABLE "time_reports" ADD COLUMN "review_note" text;--> statement-breakpoint
ALTER TABLE "time_reports" ADD COLUMN "reviewed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "engagement_events" ADD CONSTRAINT "engagement_events_engagement_id_engagements_id_fk" FOREIGN KEY ("engagement_id") REFERENCES "public"."engagements"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "engagement_events" ADD CONSTRAINT "engagement_events_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "engagement_events_engagement_idx" ON "engagement_events" USING btree ("engagement_id","il");--> statement-breakpoint
CREATE UNIQUE INDEX "sheet_sends_once_a_day_key" ON "sheet_sends" USING btree ("engagement_id","kind","day","round");--> statement-breakpoint
ALTER TABLE "engagements" ADD CONSTRAINT "engagements_day_rate_check" CHECK ("engagements"."day_rate_cents" between 0 and 10000000);--> statement-breakpoint
ALTER TABLE "jobs" ADD CONSTRAINT "jobs_terms_check" CHECK ("jobs"."day_rate_cents" between 0 and 10000000 and "jobs"."daily_hours" between 1 and 24 and "jobs"."overtime_uplift_percent" between 0 and 200 and "jobs"."km_allowance_cents" between 0 and 10000);--> statement-breakpoint
ALTER TABLE "car_sheets" ADD CONSTRAINT "car_sheets_review_check" CHECK ("car_sheets"."review" is null or ("car_sheets"."review" = 'approvato' and "car_sheets"."sent_at" is not null) or ("car_sheets"."review" = 'respinto' and "car_sheets"."sent_at" is null));--> statement-breakpoint
ALTER TABLE "time_reports" ADD CONSTRAINT "time_reports_review_check" CHECK ("time_reports"."review" is null or ("time_reports"."review" = 'approvato' and "time_reports"."sent_at" is not null) or ("time_reports"."review" = 'respinto' and "time_reports"."sent_at" is null));
