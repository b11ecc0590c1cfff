CREATE TABLE "departments" (
	"id" integer PRIMARY KEY NOT NULL,
	"scope_id" integer NOT NULL,
	"name_it" varchar(100) NOT NULL,
	"name_en" varchar(100) NOT NULL
);
--> statement-breakpoint
CREATE TABLE "language_levels" (
	"id" integer PRIMARY KEY NOT NULL,
	"code" varchar(2) NOT NULL,
	"name_it" varchar(100) NOT NULL,
	"name_en" varchar(100) NOT NULL,
	CONSTRAINT "language_levels_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "languages" (
	"id" integer PRIMARY KEY NOT NULL,
	"name_it" varchar(100) NOT NULL,
	"name_en" varchar(100) NOT NULL
);
--> statement-breakpoint
CREATE TABLE "marital_statuses" (
	"id" integer PRIMARY KEY NOT NULL,
	"name_it" varchar(100) NOT NULL,
	"name_en" varchar(100) NOT NULL,
	"position" smallint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "nations" (
	"id" integer PRIMARY KEY NOT NULL,
	"iso_code" varchar(2) NOT NULL,
	"name_it" varchar(100) NOT NULL,
	"name_en" varchar(100) NOT NULL,
	CONSTRAINT "nations_iso_code_unique" UNIQUE("iso_code")
);
--> statement-breakpoint
CREATE TABLE "regions" (
	"id" integer PRIMARY KEY NOT NULL,
	"nation_id" integer NOT NULL,
	"name_it" varchar(100) NOT NULL,
	"name_en" varchar(100) NOT NULL
);
--> statement-breakpoint
CREATE TABLE "residence_permit_reasons" (
	"id" integer PRIMARY KEY NOT NULL,
	"name_it" varchar(150) NOT NULL,
	"name_en" varchar(150) NOT NULL
);
--> statement-breakpoint
CREATE TABLE "roles" (
	"id" integer PRIMARY KEY NOT NULL,
	"department_id" integer NOT NULL,
	"name_it" varchar(100) NOT NULL,
	"name_en" varchar(100) NOT NULL
);
--> statement-breakpoint
CREATE TABLE "scopes" (
	"id" integer PRIMARY KEY NOT NULL,
	"name_it" varchar(100) NOT NULL,
	"name_en" varchar(100) NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sizes" (
	"id" integer PRIMARY KEY NOT NULL,
	"kind" varchar(10) NOT NULL,
	"label" varchar(10) NOT NULL,
	"position" smallint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "availability_days" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "availability_days_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"day" date NOT NULL,
	"available" boolean NOT NULL
);
--> statement-breakpoint
CREATE TABLE "bank_data" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"iban" varchar(34) NOT NULL,
	"bank_name" varchar(100) NOT NULL,
	"bic" varchar(11)
);
--> statement-breakpoint
CREATE TABLE "citizenships" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"italian" boolean NOT NULL,
	"permit_reason_id" integer,
	"permit_code" varchar(50),
	"permit_identifier" varchar(50),
	"permit_issuing_city" varchar(100),
	"permit_expires_on" date
);
--> statement-breakpoint
CREATE TABLE "dependent_children" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "dependent_children_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"position" smallint NOT NULL,
	"fiscal_code" varchar(16) NOT NULL
);
--> statement-breakpoint
CREATE TABLE "documents" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "documents_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"document_type" smallint NOT NULL,
	"original_name" varchar(255) NOT NULL,
	"stored_name" varchar(64) NOT NULL,
	"size_bytes" integer NOT NULL,
	"mime_type" varchar(100) NOT NULL,
	"uploaded_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "family_data" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"marital_status_id" integer NOT NULL,
	"spouse_fiscal_code" varchar(16),
	"dependent_children" integer NOT NULL,
	"dependent_children_percentage" integer
);
--> statement-breakpoint
CREATE TABLE "fiscal_data" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"taxable_income" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "green_passes" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"green_pass" boolean NOT NULL,
	"expires_on" date
);
--> statement-breakpoint
CREATE TABLE "personal_legal_data" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"citta_nascita" varchar(100),
	"provincia_nascita" varchar(2),
	"citta_residenza" varchar(100),
	"indirizzo_residenza" varchar(200),
	"provincia_residenza" varchar(2),
	"cap_residenza" varchar(10),
	"citta_domicilio" varchar(100),
	"indirizzo_domicilio" varchar(200),
	"provincia_domicilio" varchar(2),
	"cap_domicilio" varchar(10)
);
--> statement-breakpoint
CREATE TABLE "physical_data" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"clothes_size_id" integer,
	"trousers_size_id" integer,
	"height_cm" integer,
	"weight_kg" integer,
	"shoe_size" integer
);
--> statement-breakpoint
CREATE TABLE "professional_data" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"experience" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "profile_languages" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "profile_languages_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"position" smallint NOT NULL,
	"language_id" integer NOT NULL,
	"level_id" integer NOT NULL,
	CONSTRAINT "profile_languages_position_check" CHECK ("profile_languages"."position" between 0 and 2)
);
--> statement-breakpoint
CREATE TABLE "profile_photos" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"stored_name" varchar(64) NOT NULL,
	"mime_type" varchar(100) NOT NULL,
	"size_bytes" integer NOT NULL,
	"thumbnail_name" varchar(64) NOT NULL,
	"thumbnail_mime_type" varchar(100) NOT NULL,
	"uploaded_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "profile_roles" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "profile_roles_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"position" smallint NOT NULL,
	"role_id" integer NOT NULL,
	CONSTRAINT "profile_roles_position_check" CHECK ("profile_roles"."position" between 0 and 2)
);
--> statement-breakpoint
CREATE TABLE "profiles" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"nome" varchar(100),
	"cognome" varchar(100),
	"telefono" varchar(20),
	"email" varchar(254),
	"ragione_sociale" varchar(200),
	"codice_fiscale_piva" varchar(16),
	"pec" varchar(254),
	"sdi" varchar(7),
	"data_nascita" date,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "working_areas" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "working_areas_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"position" smallint NOT NULL,
	"nation_id" integer NOT NULL,
	"region_id" integer,
	CONSTRAINT "working_areas_position_check" CHECK ("working_areas"."position" between 0 and 2)
);
--> statement-breakpoint
ALTER TABLE "departments" ADD CONSTRAINT "departments_scope_id_scopes_id_fk" FOREIGN KEY ("scope_id") REFERENCES "public"."scopes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "regions" ADD CONSTRAINT "regions_nation_id_nations_id_fk" FOREIGN KEY ("nation_id") REFERENCES "public"."nations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "roles" ADD CONSTRAINT "roles_department_id_departments_id_fk" FOREIGN KEY ("department_id") REFERENCES "public"."departments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "availability_days" ADD CONSTRAINT "availability_days_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bank_data" ADD CONSTRAINT "bank_data_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "citizenships" ADD CONSTRAINT "citizenships_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "citizenships" ADD CONSTRAINT "citizenships_permit_reason_id_residence_permit_reasons_id_fk" FOREIGN KEY ("permit_reason_id") REFERENCES "public"."residence_permit_reasons"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dependent_children" ADD CONSTRAINT "dependent_children_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "documents" ADD CONSTRAINT "documents_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "family_data" ADD CONSTRAINT "family_data_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "family_data" ADD CONSTRAINT "family_data_marital_status_id_marital_statuses_id_fk" FOREIGN KEY ("marital_status_id") REFERENCES "public"."marital_statuses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fiscal_data" ADD CONSTRAINT "fiscal_data_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "green_passes" ADD CONSTRAINT "green_passes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "personal_legal_data" ADD CONSTRAINT "personal_legal_data_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "physical_data" ADD CONSTRAINT "physical_data_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "physical_data" ADD CONSTRAINT "physical_data_clothes_size_id_sizes_id_fk" FOREIGN KEY ("clothes_size_id") REFERENCES "public"."sizes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "physical_data" ADD CONSTRAINT "physical_data_trousers_size_id_sizes_id_fk" FOREIGN KEY ("trousers_size_id") REFERENCES "public"."sizes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "professional_data" ADD CONSTRAINT "professional_data_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "profile_languages" ADD CONSTRAINT "profile_languages_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "profile_languages" ADD CONSTRAINT "profile_languages_language_id_languages_id_fk" FOREIGN KEY ("language_id") REFERENCES "public"."languages"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "profile_languages" ADD CONSTRAINT "profile_languages_level_id_language_levels_id_fk" FOREIGN KEY ("level_id") REFERENCES "public"."language_levels"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "profile_photos" ADD CONSTRAINT "profile_photos_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "profile_roles" ADD CONSTRAINT "profile_roles_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "profile_roles" ADD CONSTRAINT "profile_roles_role_id_roles_id_fk" FOREIGN KEY ("role_id") REFERENCES "public"."roles"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "profiles" ADD CONSTRAINT "profiles_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "working_areas" ADD CONSTRAINT "working_areas_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "working_areas" ADD CONSTRAINT "working_areas_nation_id_nations_id_fk" FOREIGN KEY ("nation_id") REFERENCES "public"."nations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "working_areas" ADD CONSTRAINT "working_areas_region_id_regions_id_fk" FOREIGN KEY ("region_id") REFERENCES "public"."regions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "departments_scope_idx" ON "departments" USING btree ("scope_id");--> statement-breakpoint
CREATE INDEX "regions_nation_idx" ON "regions" USING btree ("nation_id");--> statement-breakpoint
CREATE INDEX "roles_department_idx" ON "roles" USING btree ("department_id");--> statement-breakpoint
CREATE UNIQUE INDEX "availability_days_user_day_key" ON "availability_days" USING btree ("user_id","day");--> statement-breakpoint
CREATE INDEX "availability_days_day_idx" ON "availability_days" USING btree ("day");--> statement-breakpoint
CREATE UNIQUE INDEX "dependent_children_user_position_key" ON "dependent_children" USING btree ("user_id","position");--> statement-breakpoint
CREATE INDEX "documents_user_idx" ON "documents" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "profile_languages_user_position_key" ON "profile_languages" USING btree ("user_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "profile_languages_user_language_key" ON "profile_languages" USING btree ("user_id","language_id");--> statement-breakpoint
CREATE UNIQUE INDEX "profile_roles_user_position_key" ON "profile_roles" USING btree ("user_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "profile_roles_user_role_key" ON "profile_roles" USING btree ("user_id","role_id");--> statement-breakpoint
CREATE INDEX "profile_roles_role_idx" ON "profile_roles" USING btree ("role_id");--> statement-breakpoint
CREATE UNIQUE INDEX "working_areas_user_position_key" ON "working_areas" USING btree ("user_id","position");--> statement-breakpoint
CREATE INDEX "working_areas_nation_region_idx" ON "working_areas" USING btree ("nation_id","region_id");