CREATE TABLE "after_sale_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"return_id" integer,
	"claim_id" integer,
	"event" text NOT NULL,
	"note" text,
	"user_id" integer,
	"staff_user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "after_sale_events_one_subject" CHECK (("after_sale_events"."return_id" is null) <> ("after_sale_events"."claim_id" is null))
);
--> statement-breakpoint
CREATE TABLE "credit_notes" (
	"id" serial PRIMARY KEY NOT NULL,
	"number" text NOT NULL,
	"account_id" integer NOT NULL,
	"order_id" integer,
	"source" text NOT NULL,
	"source_reference" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"gst_cents" integer NOT NULL,
	"reason" text DEFAULT '' NOT NULL,
	"staff_user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "credit_notes_number_unique" UNIQUE("number"),
	CONSTRAINT "credit_notes_amount_positive" CHECK ("credit_notes"."amount_cents" > 0),
	CONSTRAINT "credit_notes_source_known" CHECK ("credit_notes"."source" in ('cancellation', 'backorder', 'edit', 'return', 'warranty'))
);
--> statement-breakpoint
CREATE TABLE "order_notes" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"staff_user_id" integer NOT NULL,
	"body" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "order_shipment_lines" (
	"shipment_id" integer NOT NULL,
	"order_line_id" integer NOT NULL,
	"qty" integer NOT NULL,
	CONSTRAINT "order_shipment_lines_line" UNIQUE("shipment_id","order_line_id"),
	CONSTRAINT "order_shipment_lines_qty_positive" CHECK ("order_shipment_lines"."qty" > 0)
);
--> statement-breakpoint
CREATE TABLE "order_shipments" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"seq" smallint NOT NULL,
	"tracking_reference" text,
	"staff_user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "order_shipments_order_seq" UNIQUE("order_id","seq")
);
--> statement-breakpoint
CREATE TABLE "return_lines" (
	"id" serial PRIMARY KEY NOT NULL,
	"return_id" integer NOT NULL,
	"order_line_id" integer NOT NULL,
	"qty" integer NOT NULL,
	"condition" text,
	CONSTRAINT "return_lines_line" UNIQUE("return_id","order_line_id"),
	CONSTRAINT "return_lines_qty_positive" CHECK ("return_lines"."qty" > 0)
);
--> statement-breakpoint
CREATE TABLE "returns" (
	"id" serial PRIMARY KEY NOT NULL,
	"number" text NOT NULL,
	"order_id" integer NOT NULL,
	"account_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"status" text DEFAULT 'requested' NOT NULL,
	"reason" text NOT NULL,
	"note" text,
	"decision_note" text,
	"warehouse_id" integer,
	"restocking_fee_cents" integer,
	"credit_note_id" integer,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "returns_number_unique" UNIQUE("number"),
	CONSTRAINT "returns_status_known" CHECK ("returns"."status" in ('requested', 'approved', 'rejected', 'received')),
	CONSTRAINT "returns_reason_known" CHECK ("returns"."reason" in ('ordered_wrong', 'damaged_in_transit', 'not_needed'))
);
--> statement-breakpoint
CREATE TABLE "warranty_claim_photos" (
	"id" serial PRIMARY KEY NOT NULL,
	"claim_id" integer NOT NULL,
	"storage_key" text NOT NULL,
	"content_type" text NOT NULL,
	"size_bytes" integer NOT NULL,
	"file_name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "warranty_claim_photos_storage_key_unique" UNIQUE("storage_key")
);
--> statement-breakpoint
CREATE TABLE "warranty_claims" (
	"id" serial PRIMARY KEY NOT NULL,
	"number" text NOT NULL,
	"order_id" integer NOT NULL,
	"order_line_id" integer NOT NULL,
	"account_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"status" text DEFAULT 'submitted' NOT NULL,
	"dot_code" text NOT NULL,
	"dot_week" smallint NOT NULL,
	"dot_year" smallint NOT NULL,
	"original_tread_mm" numeric(4, 1) NOT NULL,
	"remaining_tread_mm" numeric(4, 1) NOT NULL,
	"fault" text NOT NULL,
	"description" text,
	"computed_credit_cents" integer NOT NULL,
	"credit_cents" integer,
	"decision_note" text,
	"credit_note_id" integer,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "warranty_claims_number_unique" UNIQUE("number"),
	CONSTRAINT "warranty_claims_status_known" CHECK ("warranty_claims"."status" in ('submitted', 'approved', 'rejected')),
	CONSTRAINT "warranty_claims_fault_known" CHECK ("warranty_claims"."fault" in ('tread_separation', 'sidewall_bulge', 'irregular_wear', 'bead_damage', 'cracking', 'vibration', 'other'))
);
--> statement-breakpoint
ALTER TABLE "orders" DROP CONSTRAINT "orders_status_known";--> statement-breakpoint
ALTER TABLE "accounts" ADD COLUMN "return_window_days" integer DEFAULT 30 NOT NULL;--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD COLUMN "credit_note_id" integer;--> statement-breakpoint
ALTER TABLE "order_lines" ADD COLUMN "qty_cancelled" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "order_status_history" ADD COLUMN "staff_user_id" integer;--> statement-breakpoint
ALTER TABLE "after_sale_events" ADD CONSTRAINT "after_sale_events_return_id_returns_id_fk" FOREIGN KEY ("return_id") REFERENCES "public"."returns"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "after_sale_events" ADD CONSTRAINT "after_sale_events_claim_id_warranty_claims_id_fk" FOREIGN KEY ("claim_id") REFERENCES "public"."warranty_claims"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "after_sale_events" ADD CONSTRAINT "after_sale_events_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "after_sale_events" ADD CONSTRAINT "after_sale_events_staff_user_id_staff_users_id_fk" FOREIGN KEY ("staff_user_id") REFERENCES "public"."staff_users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_notes" ADD CONSTRAINT "credit_notes_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_notes" ADD CONSTRAINT "credit_notes_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_notes" ADD CONSTRAINT "credit_notes_staff_user_id_staff_users_id_fk" FOREIGN KEY ("staff_user_id") REFERENCES "public"."staff_users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_notes" ADD CONSTRAINT "order_notes_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_notes" ADD CONSTRAINT "order_notes_staff_user_id_staff_users_id_fk" FOREIGN KEY ("staff_user_id") REFERENCES "public"."staff_users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_shipment_lines" ADD CONSTRAINT "order_shipment_lines_shipment_id_order_shipments_id_fk" FOREIGN KEY ("shipment_id") REFERENCES "public"."order_shipments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_shipment_lines" ADD CONSTRAINT "order_shipment_lines_order_line_id_order_lines_id_fk" FOREIGN KEY ("order_line_id") REFERENCES "public"."order_lines"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_shipments" ADD CONSTRAINT "order_shipments_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_shipments" ADD CONSTRAINT "order_shipments_staff_user_id_staff_users_id_fk" FOREIGN KEY ("staff_user_id") REFERENCES "public"."staff_users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "return_lines" ADD CONSTRAINT "return_lines_return_id_returns_id_fk" FOREIGN KEY ("return_id") REFERENCES "public"."returns"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "return_lines" ADD CONSTRAINT "return_lines_order_line_id_order_lines_id_fk" FOREIGN KEY ("order_line_id") REFERENCES "public"."order_lines"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "returns" ADD CONSTRAINT "returns_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "returns" ADD CONSTRAINT "returns_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "returns" ADD CONSTRAINT "returns_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "returns" ADD CONSTRAINT "returns_warehouse_id_warehouses_id_fk" FOREIGN KEY ("warehouse_id") REFERENCES "public"."warehouses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "returns" ADD CONSTRAINT "returns_credit_note_id_credit_notes_id_fk" FOREIGN KEY ("credit_note_id") REFERENCES "public"."credit_notes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "warranty_claim_photos" ADD CONSTRAINT "warranty_claim_photos_claim_id_warranty_claims_id_fk" FOREIGN KEY ("claim_id") REFERENCES "public"."warranty_claims"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "warranty_claims" ADD CONSTRAINT "warranty_claims_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "warranty_claims" ADD CONSTRAINT "warranty_claims_order_line_id_order_lines_id_fk" FOREIGN KEY ("order_line_id") REFERENCES "public"."order_lines"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "warranty_claims" ADD CONSTRAINT "warranty_claims_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "warranty_claims" ADD CONSTRAINT "warranty_claims_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "warranty_claims" ADD CONSTRAINT "warranty_claims_credit_note_id_credit_notes_id_fk" FOREIGN KEY ("credit_note_id") REFERENCES "public"."credit_notes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "after_sale_events_return_idx" ON "after_sale_events" USING btree ("return_id","id");--> statement-breakpoint
CREATE INDEX "after_sale_events_claim_idx" ON "after_sale_events" USING btree ("claim_id","id");--> statement-breakpoint
CREATE INDEX "credit_notes_account_idx" ON "credit_notes" USING btree ("account_id","id");--> statement-breakpoint
CREATE INDEX "credit_notes_order_idx" ON "credit_notes" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "order_notes_order_idx" ON "order_notes" USING btree ("order_id","id");--> statement-breakpoint
CREATE INDEX "order_shipment_lines_order_line_idx" ON "order_shipment_lines" USING btree ("order_line_id");--> statement-breakpoint
CREATE INDEX "return_lines_order_line_idx" ON "return_lines" USING btree ("order_line_id");--> statement-breakpoint
CREATE INDEX "returns_account_idx" ON "returns" USING btree ("account_id","id");--> statement-breakpoint
CREATE INDEX "returns_order_idx" ON "returns" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "returns_status_idx" ON "returns" USING btree ("status","id");--> statement-breakpoint
CREATE INDEX "warranty_claim_photos_claim_idx" ON "warranty_claim_photos" USING btree ("claim_id","id");--> statement-breakpoint
CREATE INDEX "warranty_claims_account_idx" ON "warranty_claims" USING btree ("account_id","id");--> statement-breakpoint
CREATE INDEX "warranty_claims_order_idx" ON "warranty_claims" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "warranty_claims_status_idx" ON "warranty_claims" USING btree ("status","id");--> statement-breakpoint
ALTER TABLE "order_status_history" ADD CONSTRAINT "order_status_history_staff_user_id_staff_users_id_fk" FOREIGN KEY ("staff_user_id") REFERENCES "public"."staff_users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_lines" ADD CONSTRAINT "order_lines_qty_cancelled" CHECK ("order_lines"."qty_cancelled" between 0 and "order_lines"."qty");--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_status_known" CHECK ("orders"."status" in ('submitted', 'confirmed', 'picking', 'backordered', 'dispatched', 'ready_for_pickup', 'delivered', 'collected', 'cancelled'));--> statement-breakpoint
-- Every credit given before credit notes had numbers (an order's cancellation) becomes a numbered credit note,
-- in the order it was given, and its ledger entry names it.
DO $$
DECLARE
  e record;
  cn integer;
BEGIN
  FOR e IN
    SELECT l.id, l.account_id, l.order_id, l.amount_cents, l.created_at, o.number AS order_number
    FROM ledger_entries l LEFT JOIN orders o ON o.id = l.order_id
    WHERE l.kind = 'credit_note' AND l.credit_note_id IS NULL
    ORDER BY l.created_at, l.id
  LOOP
    cn := nextval('credit_notes_id_seq');
    INSERT INTO credit_notes (id, number, account_id, order_id, source, source_reference, amount_cents, gst_cents, created_at)
    VALUES (cn, 'CN-' || lpad(cn::text, 6, '0'), e.account_id, e.order_id, 'cancellation',
            coalesce(e.order_number, ''), -e.amount_cents, round(-e.amount_cents / 11.0), e.created_at);
    UPDATE ledger_entries SET credit_note_id = cn,
      reference = 'CN-' || lpad(cn::text, 6, '0') || coalesce(' · ' || e.order_number || ' cancelled', '')
    WHERE id = e.id;
  END LOOP;
END $$;
