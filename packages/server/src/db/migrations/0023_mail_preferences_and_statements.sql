CREATE TABLE "mail_attachments" (
	"id" serial PRIMARY KEY NOT NULL,
	"outbox_id" integer NOT NULL,
	"filename" text NOT NULL,
	"content_type" text NOT NULL,
	"content" "bytea" NOT NULL
);
--> statement-breakpoint
CREATE TABLE "statement_mailings" (
	"account_id" integer NOT NULL,
	"month" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "statement_mailings_account_id_month_pk" PRIMARY KEY("account_id","month"),
	CONSTRAINT "statement_mailings_month" CHECK ("statement_mailings"."month" ~ '^[0-9]{4}-(0[1-9]|1[0-2])$')
);
--> statement-breakpoint
ALTER TABLE "accounts" ADD COLUMN "statements_email" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "mail_order_placed" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "mail_dispatched" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "mail_statements" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "mail_attachments" ADD CONSTRAINT "mail_attachments_outbox_id_mail_outbox_id_fk" FOREIGN KEY ("outbox_id") REFERENCES "public"."mail_outbox"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "statement_mailings" ADD CONSTRAINT "statement_mailings_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "mail_attachments_outbox_idx" ON "mail_attachments" USING btree ("outbox_id");