ALTER TABLE "users" ADD COLUMN "inactivity_notice_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "users_inactivity_notice_idx" ON "users" USING btree ("inactivity_notice_at");