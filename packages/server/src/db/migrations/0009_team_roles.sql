ALTER TABLE "users" ADD COLUMN "role" text DEFAULT 'owner' NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "order_limit_cents" integer;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_role_known" CHECK ("users"."role" in ('owner', 'buyer', 'viewer'));--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_order_limit_non_negative" CHECK ("users"."order_limit_cents" is null or "users"."order_limit_cents" >= 0);