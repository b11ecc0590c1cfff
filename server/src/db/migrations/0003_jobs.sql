-- btree_gist lets one exclusion constraint compare the worker (=) and the date range (&&) together.
CREATE EXTENSION IF NOT EXISTS btree_gist;--> statement-breakpoint
CREATE TABLE "calendar_feeds" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"nonce" varchar(64) NOT NULL,
	"secret_hash" varchar(64) NOT NULL
);
--> statement-breakpoint
CREATE TABLE "engagements" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "engagements_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"job_id" integer NOT NULL,
	"worker_id" integer,
	"starts_on" date NOT NULL,
	"ends_on" date NOT NULL,
	"state" smallint DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"state_changed_by" integer,
	"state_changed_at" timestamp with time zone,
	CONSTRAINT "engagements_dates_in_order" CHECK ("engagements"."ends_on" >= "engagements"."starts_on"),
	CONSTRAINT "engagements_state_check" CHECK ("engagements"."state" between 1 and 4)
);
--> statement-breakpoint
CREATE TABLE "job_places" (
	"job_id" integer NOT NULL,
	"position" smallint NOT NULL,
	"nation_id" integer NOT NULL,
	"region_id" integer,
	CONSTRAINT "job_places_position_check" CHECK ("job_places"."position" between 0 and 2)
);
--> statement-breakpoint
CREATE TABLE "jobs" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "jobs_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"owner_id" integer NOT NULL,
	"nome" varchar(200) NOT NULL,
	"descrizione" text NOT NULL,
	"indirizzo" varchar(300) NOT NULL,
	"email" varchar(254) NOT NULL,
	"starts_on" date NOT NULL,
	"ends_on" date NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"deleted_at" timestamp with time zone,
	CONSTRAINT "jobs_dates_in_order" CHECK ("jobs"."ends_on" >= "jobs"."starts_on")
);
--> statement-breakpoint
ALTER TABLE "calendar_feeds" ADD CONSTRAINT "calendar_feeds_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "engagements" ADD CONSTRAINT "engagements_job_id_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."jobs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "engagements" ADD CONSTRAINT "engagements_worker_id_users_id_fk" FOREIGN KEY ("worker_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "engagements" ADD CONSTRAINT "engagements_state_changed_by_users_id_fk" FOREIGN KEY ("state_changed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_places" ADD CONSTRAINT "job_places_job_id_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."jobs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_places" ADD CONSTRAINT "job_places_nation_id_nations_id_fk" FOREIGN KEY ("nation_id") REFERENCES "public"."nations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_places" ADD CONSTRAINT "job_places_region_id_regions_id_fk" FOREIGN KEY ("region_id") REFERENCES "public"."regions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "jobs" ADD CONSTRAINT "jobs_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "calendar_feeds_secret_hash_key" ON "calendar_feeds" USING btree ("secret_hash");--> statement-breakpoint
CREATE INDEX "engagements_job_state_idx" ON "engagements" USING btree ("job_id","state","starts_on");--> statement-breakpoint
CREATE INDEX "engagements_worker_state_idx" ON "engagements" USING btree ("worker_id","state","starts_on");--> statement-breakpoint
CREATE UNIQUE INDEX "engagements_one_pending_key" ON "engagements" USING btree ("job_id","worker_id") WHERE "engagements"."state" = 1;--> statement-breakpoint
CREATE UNIQUE INDEX "job_places_job_position_key" ON "job_places" USING btree ("job_id","position");--> statement-breakpoint
CREATE INDEX "jobs_owner_idx" ON "jobs" USING btree ("owner_id","starts_on") WHERE "jobs"."deleted_at" is null;--> statement-breakpoint
-- No double booking (product.md §3.6): a worker's accepted engagements never share a day, whatever the
-- order or concurrency of the calls that accept them. Written by hand: Drizzle cannot declare it.
ALTER TABLE "engagements" ADD CONSTRAINT "engagements_no_double_booking" EXCLUDE USING gist ("worker_id" WITH =, daterange("starts_on", "ends_on", '[]') WITH &&) WHERE ("state" = 2);
