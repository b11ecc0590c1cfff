CREATE TABLE "email_opt_outs" (
	"address" varchar(254) NOT NULL,
	"kind" varchar(20) NOT NULL,
	"user_id" integer,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "email_opt_outs_pkey" PRIMARY KEY("address","kind"),
	CONSTRAINT "email_opt_outs_address_lower" CHECK ("email_opt_outs"."address" = lower("email_opt_outs"."address")),
	CONSTRAINT "email_opt_outs_kind_check" CHECK (kind in ('requests', 'answers', 'shares', 'summaries', 'reports'))
);
--> statement-breakpoint
ALTER TABLE "sheet_sends" ALTER COLUMN "message_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "recipient_name" varchar(200);--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "headers" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "email_opt_outs" ADD CONSTRAINT "email_opt_outs_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "email_opt_outs_user_idx" ON "email_opt_outs" USING btree ("user_id");