-- Decision 0051: an account's ABN (11 digits, checked by the ATO checksum in the domain) and billing address.
ALTER TABLE "accounts" ADD COLUMN "abn" text;--> statement-breakpoint
ALTER TABLE "accounts" ADD COLUMN "billing_address" text;--> statement-breakpoint
-- What the payment days count from. Accounts from before counted them from the invoice date; new ones default to
-- 30 days end of month.
ALTER TABLE "accounts" ADD COLUMN "payment_terms_basis" text DEFAULT 'invoice' NOT NULL;--> statement-breakpoint
ALTER TABLE "accounts" ALTER COLUMN "payment_terms_basis" SET DEFAULT 'month_end';--> statement-breakpoint
ALTER TABLE "accounts" ADD CONSTRAINT "accounts_payment_terms_basis_known" CHECK ("accounts"."payment_terms_basis" in ('invoice', 'month_end'));--> statement-breakpoint
ALTER TABLE "accounts" ADD CONSTRAINT "accounts_abn_digits" CHECK ("accounts"."abn" ~ '^[0-9]{11}$');
