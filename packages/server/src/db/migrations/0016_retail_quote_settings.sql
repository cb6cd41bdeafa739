CREATE TABLE "retail_settings" (
	"account_id" integer PRIMARY KEY NOT NULL,
	"markup_kind" text DEFAULT 'percent' NOT NULL,
	"markup_bp" integer DEFAULT 3000 NOT NULL,
	"markup_fixed_cents" integer DEFAULT 0 NOT NULL,
	"round_to_dollar" boolean DEFAULT true NOT NULL,
	"fitting_fee_cents" integer,
	"balancing_fee_cents" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "retail_settings_markup_kind" CHECK ("retail_settings"."markup_kind" in ('percent', 'fixed')),
	CONSTRAINT "retail_settings_markup_range" CHECK ("retail_settings"."markup_bp" between 0 and 50000),
	CONSTRAINT "retail_settings_fixed_range" CHECK ("retail_settings"."markup_fixed_cents" between 0 and 1000000),
	CONSTRAINT "retail_settings_fees_range" CHECK (coalesce("retail_settings"."fitting_fee_cents", 0) between 0 and 100000 and coalesce("retail_settings"."balancing_fee_cents", 0) between 0 and 100000)
);
--> statement-breakpoint
ALTER TABLE "retail_settings" ADD CONSTRAINT "retail_settings_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;