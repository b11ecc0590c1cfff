CREATE TABLE "category_shares" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "category_shares_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"category_id" integer NOT NULL,
	"recipient_id" integer,
	"invite_email" varchar(254),
	"invite_nome" varchar(100),
	"invite_cognome" varchar(100),
	"state" smallint DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"answered_at" timestamp with time zone,
	CONSTRAINT "category_shares_someone" CHECK ("category_shares"."recipient_id" is not null or "category_shares"."invite_email" is not null),
	CONSTRAINT "category_shares_state_check" CHECK ("category_shares"."state" between 0 and 2)
);
--> statement-breakpoint
CREATE TABLE "favourite_categories" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "favourite_categories_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"owner_id" integer NOT NULL,
	"nome" varchar(100) NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "favourites" (
	"category_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "favourites_pkey" PRIMARY KEY("category_id","user_id")
);
--> statement-breakpoint
ALTER TABLE "category_shares" ADD CONSTRAINT "category_shares_category_id_favourite_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."favourite_categories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "category_shares" ADD CONSTRAINT "category_shares_recipient_id_users_id_fk" FOREIGN KEY ("recipient_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "favourite_categories" ADD CONSTRAINT "favourite_categories_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "favourites" ADD CONSTRAINT "favourites_category_id_favourite_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."favourite_categories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "favourites" ADD CONSTRAINT "favourites_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "category_shares_recipient_key" ON "category_shares" USING btree ("category_id","recipient_id") WHERE "category_shares"."recipient_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "category_shares_invite_key" ON "category_shares" USING btree ("category_id",lower("invite_email")) WHERE "category_shares"."recipient_id" is null;--> statement-breakpoint
CREATE INDEX "category_shares_recipient_idx" ON "category_shares" USING btree ("recipient_id","state");--> statement-breakpoint
CREATE INDEX "category_shares_waiting_idx" ON "category_shares" USING btree (lower("invite_email")) WHERE "category_shares"."recipient_id" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "favourite_categories_owner_name_key" ON "favourite_categories" USING btree ("owner_id",lower("nome"));--> statement-breakpoint
CREATE INDEX "favourites_user_idx" ON "favourites" USING btree ("user_id");