CREATE TABLE "audit_log" (
	"id" serial PRIMARY KEY NOT NULL,
	"staff_user_id" integer NOT NULL,
	"action" text NOT NULL,
	"entity_type" text NOT NULL,
	"entity_id" integer NOT NULL,
	"before" jsonb,
	"after" jsonb,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "staff_users" (
	"id" serial PRIMARY KEY NOT NULL,
	"username" text NOT NULL,
	"name" text NOT NULL,
	"role" text NOT NULL,
	"password_hash" text NOT NULL,
	"disabled" boolean DEFAULT false NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "staff_users_username_unique" UNIQUE("username"),
	CONSTRAINT "staff_users_role_known" CHECK ("staff_users"."role" in ('admin', 'sales', 'warehouse'))
);
--> statement-breakpoint
ALTER TABLE "auth_sessions" ALTER COLUMN "user_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "auth_sessions" ADD COLUMN "staff_user_id" integer;--> statement-breakpoint
ALTER TABLE "oauth_clients" ADD COLUMN "principal" text DEFAULT 'customer' NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "audit_log" ADD CONSTRAINT "audit_log_staff_user_id_staff_users_id_fk" FOREIGN KEY ("staff_user_id") REFERENCES "public"."staff_users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "audit_log_entity_idx" ON "audit_log" USING btree ("entity_type","entity_id","id");--> statement-breakpoint
CREATE INDEX "audit_log_staff_idx" ON "audit_log" USING btree ("staff_user_id","id");--> statement-breakpoint
CREATE INDEX "audit_log_at_idx" ON "audit_log" USING btree ("at");--> statement-breakpoint
ALTER TABLE "auth_sessions" ADD CONSTRAINT "auth_sessions_staff_user_id_staff_users_id_fk" FOREIGN KEY ("staff_user_id") REFERENCES "public"."staff_users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "auth_sessions_staff_user_idx" ON "auth_sessions" USING btree ("staff_user_id");--> statement-breakpoint
CREATE INDEX "orders_created_idx" ON "orders" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
ALTER TABLE "auth_sessions" ADD CONSTRAINT "auth_sessions_one_principal" CHECK (("auth_sessions"."user_id" is null) <> ("auth_sessions"."staff_user_id" is null));--> statement-breakpoint
-- The back office's client (decision 0030) comes with the schema, so an upgraded database can sign staff in.
INSERT INTO "oauth_clients" ("id", "name", "secret_hash", "principal") VALUES ('tyreline-back-office', 'Tyreline back office', 'd5255275fdc0d7862ddbc617419c4e8aaa5b376446df24cf98294b7b5da08b55', 'staff') ON CONFLICT ("id") DO NOTHING;
