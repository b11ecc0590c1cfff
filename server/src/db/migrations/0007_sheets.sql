CREATE TABLE "car_sheets" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "car_sheets_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"engagement_id" integer NOT NULL,
	"day" date NOT NULL,
	"sent_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	"routes" text NOT NULL,
	"km" integer NOT NULL,
	"model" varchar(100) NOT NULL,
	"plate" varchar(10) NOT NULL,
	"fuel_cost" integer NOT NULL,
	CONSTRAINT "car_sheets_km_check" CHECK ("car_sheets"."km" between 0 and 2000),
	CONSTRAINT "car_sheets_fuel_cost_check" CHECK ("car_sheets"."fuel_cost" between 0 and 10000),
	CONSTRAINT "car_sheets_plate_check" CHECK ("car_sheets"."plate" ~ '^[A-Z0-9]{2,10}$')
);
--> statement-breakpoint
CREATE TABLE "sheet_sends" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "sheet_sends_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"engagement_id" integer NOT NULL,
	"kind" varchar(10) NOT NULL,
	"day" date NOT NULL,
	"recipient" varchar(254) NOT NULL,
	"message_id" varchar(200) NOT NULL,
	"records" integer NOT NULL,
	"sent_at" timestamp with time zone NOT NULL,
	CONSTRAINT "sheet_sends_kind_check" CHECK ("sheet_sends"."kind" in ('timesheet', 'carsheet'))
);
--> statement-breakpoint
CREATE TABLE "time_reports" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "time_reports_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"engagement_id" integer NOT NULL,
	"day" date NOT NULL,
	"sent_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	"worked" smallint NOT NULL,
	"holiday" smallint NOT NULL,
	"leave" smallint NOT NULL,
	CONSTRAINT "time_reports_hours_check" CHECK ("time_reports"."worked" between 0 and 24 and "time_reports"."holiday" between 0 and 24 and "time_reports"."leave" between 0 and 24),
	CONSTRAINT "time_reports_total_check" CHECK ("time_reports"."worked" + "time_reports"."holiday" + "time_reports"."leave" <= 24)
);
--> statement-breakpoint
CREATE TABLE "mail_outbox" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "mail_outbox_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"message_id" varchar(200) NOT NULL,
	"recipient" varchar(254) NOT NULL,
	"reply_to" varchar(254),
	"subject" text NOT NULL,
	"text" text NOT NULL,
	"html" text NOT NULL,
	"attachments" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone NOT NULL,
	"last_error" text,
	"created_at" timestamp with time zone NOT NULL,
	"delivered_at" timestamp with time zone,
	CONSTRAINT "mail_outbox_message_id_key" UNIQUE("message_id")
);
--> statement-breakpoint
ALTER TABLE "car_sheets" ADD CONSTRAINT "car_sheets_engagement_id_engagements_id_fk" FOREIGN KEY ("engagement_id") REFERENCES "public"."engagements"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sheet_sends" ADD CONSTRAINT "sheet_sends_engagement_id_engagements_id_fk" FOREIGN KEY ("engagement_id") REFERENCES "public"."engagements"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "time_reports" ADD CONSTRAINT "time_reports_engagement_id_engagements_id_fk" FOREIGN KEY ("engagement_id") REFERENCES "public"."engagements"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "car_sheets_engagement_day_key" ON "car_sheets" USING btree ("engagement_id","day");--> statement-breakpoint
CREATE UNIQUE INDEX "sheet_sends_once_a_day_key" ON "sheet_sends" USING btree ("engagement_id","kind","day");--> statement-breakpoint
CREATE UNIQUE INDEX "time_reports_engagement_day_key" ON "time_reports" USING btree ("engagement_id","day");--> statement-breakpoint
CREATE INDEX "mail_outbox_due_idx" ON "mail_outbox" USING btree ("next_attempt_at") WHERE "mail_outbox"."delivered_at" is null;