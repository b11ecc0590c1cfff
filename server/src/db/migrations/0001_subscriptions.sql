CREATE TABLE "billing_data" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"tipologia_utente" smallint NOT NULL,
	"nome" varchar(100) DEFAULT '' NOT NULL,
	"cognome" varchar(100) DEFAULT '' NOT NULL,
	"ragione_sociale" varchar(200) DEFAULT '' NOT NULL,
	"intestazione_fatturazione" varchar(201) NOT NULL,
	"privacf_fatturazione" varchar(16) NOT NULL,
	"indirizzo_fatturazione" varchar(200) NOT NULL,
	"citta_fatturazione" varchar(100) NOT NULL,
	"provincia_fatturazione" varchar(2) NOT NULL,
	"nazione_fatturazione" varchar(2) NOT NULL,
	"sdi_fatturazione" varchar(7) DEFAULT '' NOT NULL,
	"pec_fatturazione" varchar(254) DEFAULT '' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payments" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "payments_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"idempotency_key" varchar(255) NOT NULL,
	"kind" varchar(20) NOT NULL,
	"plan_id" integer NOT NULL,
	"subscription_id" integer,
	"pagamento_automatico" boolean NOT NULL,
	"amount_cents" integer NOT NULL,
	"currency" varchar(3) DEFAULT 'eur' NOT NULL,
	"status" varchar(20) DEFAULT 'pending' NOT NULL,
	"provider" varchar(20) NOT NULL,
	"provider_ref" varchar(255),
	"failure_code" varchar(60),
	"failure_message" varchar(500),
	"card_brand" varchar(40),
	"card_last4" varchar(4),
	"customer_ref" varchar(255),
	"payment_method_ref" varchar(255),
	"attempted_at" timestamp with time zone NOT NULL,
	"completed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payments_amount_positive" CHECK ("payments"."amount_cents" > 0)
);
--> statement-breakpoint
CREATE TABLE "plans" (
	"id" integer PRIMARY KEY NOT NULL,
	"name_it" varchar(100) NOT NULL,
	"name_en" varchar(100) NOT NULL,
	"months" smallint NOT NULL,
	"price_cents" integer NOT NULL,
	"tipologia_abbonamento" smallint NOT NULL,
	"available" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sandbox_cards" (
	"token_id" varchar(40) PRIMARY KEY NOT NULL,
	"payment_method_id" varchar(40),
	"behaviour" varchar(40) NOT NULL,
	"brand" varchar(40) NOT NULL,
	"last4" varchar(4) NOT NULL,
	"exp_month" smallint NOT NULL,
	"exp_year" smallint NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "saved_cards" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"provider" varchar(20) NOT NULL,
	"customer_ref" varchar(255) NOT NULL,
	"payment_method_ref" varchar(255) NOT NULL,
	"brand" varchar(40) NOT NULL,
	"last4" varchar(4) NOT NULL,
	"exp_month" smallint NOT NULL,
	"exp_year" smallint NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "subscriptions" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "subscriptions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"plan_id" integer NOT NULL,
	"starts_on" date NOT NULL,
	"ends_on" date NOT NULL,
	"pagamento_automatico" boolean NOT NULL,
	"status" varchar(20) DEFAULT 'active' NOT NULL,
	"renewal_claimed_until" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"ended_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "billing_data" ADD CONSTRAINT "billing_data_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_plan_id_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."plans"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_subscription_id_subscriptions_id_fk" FOREIGN KEY ("subscription_id") REFERENCES "public"."subscriptions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saved_cards" ADD CONSTRAINT "saved_cards_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD CONSTRAINT "subscriptions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD CONSTRAINT "subscriptions_plan_id_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."plans"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "payments_user_idempotency_key" ON "payments" USING btree ("user_id","idempotency_key");--> statement-breakpoint
CREATE INDEX "payments_subscription_idx" ON "payments" USING btree ("subscription_id");--> statement-breakpoint
CREATE UNIQUE INDEX "sandbox_cards_payment_method_key" ON "sandbox_cards" USING btree ("payment_method_id");--> statement-breakpoint
CREATE INDEX "sandbox_cards_created_idx" ON "sandbox_cards" USING btree ("created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "subscriptions_one_active_per_user" ON "subscriptions" USING btree ("user_id") WHERE "subscriptions"."status" = 'active';--> statement-breakpoint
CREATE INDEX "subscriptions_due_idx" ON "subscriptions" USING btree ("ends_on") WHERE "subscriptions"."status" = 'active';