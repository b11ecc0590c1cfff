ALTER TABLE "car_sheets" ADD COLUMN "change_key" varchar(255);--> statement-breakpoint
ALTER TABLE "time_reports" ADD COLUMN "change_key" varchar(255);