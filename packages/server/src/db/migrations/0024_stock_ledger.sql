ALTER TABLE "stock_movements" DROP CONSTRAINT "stock_movements_product_id_products_id_fk";
--> statement-breakpoint
ALTER TABLE "stock_movements" DROP CONSTRAINT "stock_movements_warehouse_id_warehouses_id_fk";
--> statement-breakpoint
ALTER TABLE "stock_movements" ALTER COLUMN "reason" SET DEFAULT '';--> statement-breakpoint
ALTER TABLE "stock_movements" ALTER COLUMN "staff_user_id" DROP NOT NULL;--> statement-breakpoint
-- The movements written before the ledger were all staff adjustments.
ALTER TABLE "stock_movements" ADD COLUMN "kind" text NOT NULL DEFAULT 'adjustment';--> statement-breakpoint
ALTER TABLE "stock_movements" ALTER COLUMN "kind" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "stock_movements" ADD COLUMN "reference" text;--> statement-breakpoint
ALTER TABLE "stock_movements" ADD COLUMN "order_id" integer;--> statement-breakpoint
ALTER TABLE "stock_movements" ADD COLUMN "user_id" integer;--> statement-breakpoint
ALTER TABLE "stock_movements" ADD CONSTRAINT "stock_movements_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_movements" ADD CONSTRAINT "stock_movements_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "stock_movements_order_idx" ON "stock_movements" USING btree ("order_id");--> statement-breakpoint
ALTER TABLE "stock_movements" ADD CONSTRAINT "stock_movements_kind_known" CHECK ("stock_movements"."kind" in ('opening', 'sale', 'cancellation', 'return', 'adjustment', 'import', 'transfer_out', 'transfer_in', 'write_off'));--> statement-breakpoint
-- The stock ledger (decision 0044): every change of a level writes its movement, in the changing statement,
-- whatever path made it. What the change is (kind, reference, order, who, reason) comes from the
-- transaction-local setting tyreline.stock_change, a JSON object the application sets first; a change that
-- set none (a person editing the database directly) is still recorded, as an adjustment that says so.
CREATE FUNCTION stock_ledger_record() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  change jsonb := nullif(current_setting('tyreline.stock_change', true), '')::jsonb;
  shelf stock := CASE WHEN TG_OP = 'DELETE' THEN OLD ELSE NEW END;
  was integer := CASE WHEN TG_OP = 'INSERT' THEN 0 ELSE OLD.quantity END;
  now_level integer := CASE WHEN TG_OP = 'DELETE' THEN 0 ELSE NEW.quantity END;
BEGIN
  IF now_level = was THEN
    RETURN NULL;
  END IF;
  INSERT INTO stock_movements
    (product_id, warehouse_id, before, after, delta, kind, reference, order_id, user_id, staff_user_id, reason)
  VALUES (
    shelf.product_id, shelf.warehouse_id, was, now_level, now_level - was,
    coalesce(change->>'kind', 'adjustment'),
    change->>'reference',
    (change->>'order_id')::integer,
    (change->>'user_id')::integer,
    (change->>'staff_user_id')::integer,
    coalesce(change->>'reason', CASE WHEN change IS NULL THEN 'Changed directly in the database' ELSE '' END)
  );
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER stock_ledger AFTER INSERT OR UPDATE OF quantity OR DELETE ON stock
  FOR EACH ROW EXECUTE FUNCTION stock_ledger_record();--> statement-breakpoint
-- Where the ledger begins: each shelf's level less what its earlier movements account for.
INSERT INTO stock_movements (product_id, warehouse_id, before, after, delta, kind, reason)
SELECT s.product_id, s.warehouse_id, coalesce(m.total, 0), s.quantity, s.quantity - coalesce(m.total, 0),
       'opening', 'Level when the stock ledger began'
FROM stock s
LEFT JOIN (SELECT product_id, warehouse_id, sum(delta)::integer AS total
           FROM stock_movements GROUP BY product_id, warehouse_id) m
  ON m.product_id = s.product_id AND m.warehouse_id = s.warehouse_id
WHERE s.quantity <> coalesce(m.total, 0)
ORDER BY s.product_id, s.warehouse_id;
