ALTER TABLE "retail_settings" ADD COLUMN "shop_name" text;--> statement-breakpoint
ALTER TABLE "retail_settings" ADD COLUMN "shop_abn" text;--> statement-breakpoint
ALTER TABLE "retail_settings" ADD COLUMN "shop_phone" text;--> statement-breakpoint
ALTER TABLE "retail_settings" ADD COLUMN "shop_address" text;--> statement-breakpoint
ALTER TABLE "retail_settings" ADD COLUMN "quote_valid_days" integer DEFAULT 14 NOT NULL;--> statement-breakpoint
ALTER TABLE "retail_settings" ADD CONSTRAINT "retail_settings_quote_days" CHECK ("retail_settings"."quote_valid_days" between 1 and 90);--> statement-breakpoint
ALTER TABLE "retail_settings" ADD CONSTRAINT "retail_settings_shop_abn" CHECK ("retail_settings"."shop_abn" ~ '^[0-9]{11}$');--> statement-breakpoint
CREATE TABLE "retail_quotes" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"customer_name" text,
	"token_hash" text NOT NULL,
	"valid_until" date NOT NULL,
	"lines" jsonb NOT NULL,
	"fees" jsonb NOT NULL,
	"total_cents" integer NOT NULL,
	"gst_cents" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"accepted_at" timestamp with time zone,
	"withdrawn_at" timestamp with time zone,
	CONSTRAINT "retail_quotes_token_hash_unique" UNIQUE("token_hash"),
	CONSTRAINT "retail_quotes_total_positive" CHECK ("retail_quotes"."total_cents" >= 0 and "retail_quotes"."gst_cents" >= 0)
);
--> statement-breakpoint
ALTER TABLE "retail_quotes" ADD CONSTRAINT "retail_quotes_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "retail_quotes" ADD CONSTRAINT "retail_quotes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "retail_quotes_account_idx" ON "retail_quotes" USING btree ("account_id","id");
