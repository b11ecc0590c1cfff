CREATE TABLE "engagement_messages" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "engagement_messages_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"engagement_id" integer NOT NULL,
	"user_id" integer,
	"testo" text NOT NULL,
	"sent_at" timestamp with time zone NOT NULL,
	"mailed_at" timestamp with time zone,
	CONSTRAINT "engagement_messages_testo_check" CHECK (char_length("engagement_messages"."testo") between 1 and 2000)
);
--> statement-breakpoint
ALTER TABLE "engagements" DROP CONSTRAINT "engagements_state_check";--> statement-breakpoint
DROP INDEX "engagements_one_pending_key";--> statement-breakpoint
ALTER TABLE "engagements" ADD COLUMN "answer_by" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "engagements" ADD COLUMN "seen_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "engagements" ADD COLUMN "counter_starts_on" date;--> statement-breakpoint
ALTER TABLE "engagements" ADD COLUMN "counter_ends_on" date;--> statement-breakpoint
ALTER TABLE "engagements" ADD COLUMN "counter_day_rate_cents" integer;--> statement-breakpoint
ALTER TABLE "engagements" ADD COLUMN "counter_note" text;--> statement-breakpoint
ALTER TABLE "engagement_messages" ADD CONSTRAINT "engagement_messages_engagement_id_engagements_id_fk" FOREIGN KEY ("engagement_id") REFERENCES "public"."engagements"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "engagement_messages" ADD CONSTRAINT "engagement_messages_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "engagement_messages_engagement_idx" ON "engagement_messages" USING btree ("engagement_id","sent_at");--> statement-breakpoint
CREATE INDEX "engagement_messages_unmailed_idx" ON "engagement_messages" USING btree ("sent_at") WHERE "engagement_messages"."mailed_at" is null;--> statement-breakpoint
CREATE INDEX "engagements_answer_by_idx" ON "engagements" USING btree ("answer_by") WHERE "engagements"."state" in (1, 5) and "engagements"."answer_by" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "engagements_one_pending_key" ON "engagements" USING btree ("job_id","worker_id") WHERE "engagements"."state" in (1, 5);--> statement-breakpoint
ALTER TABLE "engagements" ADD CONSTRAINT "engagements_counter_check" CHECK (("engagements"."counter_starts_on" is null) = ("engagements"."counter_ends_on" is null) and ("engagements"."counter_ends_on" >= "engagements"."counter_starts_on" or "engagements"."counter_starts_on" is null) and ("engagements"."counter_day_rate_cents" between 0 and 10000000 or "engagements"."counter_day_rate_cents" is null));--> statement-breakpoint
ALTER TABLE "engagements" ADD CONSTRAINT "engagements_state_check" CHECK ("engagements"."state" between 1 and 6);--> statement-breakpoint
-- The history (GET /api/Ingaggi/Cronologia, product.md §4.21) starts with the request's sending and
-- holds each answer: what engagements already have is written from what their rows remember.
INSERT INTO "engagement_events" ("engagement_id", "evento", "user_id", "il", "dettagli")
SELECT "engagements"."id", 'inviata', "jobs"."owner_id", "engagements"."created_at", '{}'::jsonb
FROM "engagements" JOIN "jobs" ON "jobs"."id" = "engagements"."job_id";--> statement-breakpoint
INSERT INTO "engagement_events" ("engagement_id", "evento", "user_id", "il", "dettagli")
SELECT "id", CASE "state" WHEN 2 THEN 'accettata' WHEN 3 THEN 'rifiutata' ELSE 'ritirata' END, "state_changed_by", "state_changed_at", '{}'::jsonb
FROM "engagements" WHERE "state" IN (2, 3, 4) AND "state_changed_at" IS NOT NULL;
