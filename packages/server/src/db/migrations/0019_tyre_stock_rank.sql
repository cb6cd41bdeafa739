ALTER TABLE "products" ADD COLUMN "stock_rank" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX "products_department_upper_sku_idx" ON "products" USING btree ("department_id",upper("sku"));--> statement-breakpoint
CREATE INDEX "products_tyre_size_stock_idx" ON "products" USING btree ("department_id","width","profile","rim","stock_rank" DESC NULLS LAST,"name","id") WHERE "products"."active" and "products"."type" = 'tyre';
--> statement-breakpoint
-- The stock a customer of the product's department sees, as a stock sort orders it: each own warehouse
-- capped at 8 (STOCK_CAP) and summed, plus the same SKU's stock in every department a cross-stock rule lets
-- it see, summed and capped at 8 (catalogue-filters.ts shows the same figures). Where there is none, that
-- part is 0: least(sum(), 8) of no rows would be 8, as the stock sort computed it before this migration.
CREATE FUNCTION "stock_rank_of"(product products) RETURNS integer LANGUAGE sql STABLE AS $$
  select coalesce((select sum(least(s.quantity, 8)) from stock s
                   join warehouses w on w.id = s.warehouse_id and w.department_id = product.department_id
                   where s.product_id = product.id), 0)::int
       + (select least(coalesce(sum(s2.quantity), 0), 8) from cross_stock_rules r
          join products p2 on p2.department_id = r.source_department_id and p2.sku = product.sku and p2.active
          join stock s2 on s2.product_id = p2.id
          where r.department_id = product.department_id)::int
$$;--> statement-breakpoint
-- Brings the kept rank of these products, and of every product that sees their stock through a cross-stock
-- rule, up to date. The rows are locked in id order first, so two transactions changing one product's
-- stock never keep a rank computed before the other's change, and stock writers (stock rows first, then
-- products, each in id order) do not deadlock on it. In a transaction that
-- called defer_stock_ranks() (a bulk import) the products are only noted, for flush_stock_ranks().
CREATE FUNCTION "refresh_stock_ranks"(changed integer[]) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  targets integer[];
BEGIN
  IF current_setting('tyreline.defer_stock_ranks', true) = 'on' THEN
    INSERT INTO stock_rank_pending SELECT DISTINCT unnest(changed) ON CONFLICT DO NOTHING;
    RETURN;
  END IF;
  SELECT array_agg(DISTINCT id) INTO targets FROM (
    SELECT unnest(changed) AS id
    UNION ALL
    SELECT t.id FROM products s
      JOIN cross_stock_rules r ON r.source_department_id = s.department_id
      JOIN products t ON t.department_id = r.department_id AND t.sku = s.sku
    WHERE s.id = ANY(changed)
  ) ids;
  IF targets IS NULL THEN RETURN; END IF;
  PERFORM 1 FROM products WHERE id = ANY(targets) ORDER BY id FOR NO KEY UPDATE;
  UPDATE products p SET stock_rank = ranked.rank
  FROM (SELECT q.id, stock_rank_of(q) AS rank FROM products q WHERE q.id = ANY(targets)) ranked
  WHERE p.id = ranked.id AND p.stock_rank <> ranked.rank;
END
$$;--> statement-breakpoint
-- A bulk writer ranks what it touched once, before it commits, instead of once per statement: 600,000
-- stock rows ranked per 1,000-row statement took 110 s more than the import itself.
CREATE FUNCTION "defer_stock_ranks"() RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  CREATE TEMP TABLE IF NOT EXISTS stock_rank_pending (product_id integer PRIMARY KEY) ON COMMIT DROP;
  PERFORM set_config('tyreline.defer_stock_ranks', 'on', true);
END
$$;--> statement-breakpoint
CREATE FUNCTION "flush_stock_ranks"() RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  PERFORM set_config('tyreline.defer_stock_ranks', 'off', true);
  PERFORM refresh_stock_ranks(array(SELECT product_id FROM stock_rank_pending ORDER BY product_id));
  DELETE FROM stock_rank_pending;
END
$$;--> statement-breakpoint
CREATE FUNCTION "stock_ranks_after_stock_change"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM refresh_stock_ranks(array(SELECT DISTINCT product_id FROM new_rows));
  ELSIF TG_OP = 'UPDATE' THEN
    PERFORM refresh_stock_ranks(array(
      SELECT n.product_id FROM new_rows n LEFT JOIN old_rows o USING (product_id, warehouse_id)
      WHERE o.quantity IS DISTINCT FROM n.quantity
      UNION
      SELECT o.product_id FROM old_rows o LEFT JOIN new_rows n USING (product_id, warehouse_id)
      WHERE n.product_id IS NULL));
  ELSE
    PERFORM refresh_stock_ranks(array(SELECT DISTINCT product_id FROM old_rows));
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "stock_ranks_after_insert" AFTER INSERT ON "stock" REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION stock_ranks_after_stock_change();--> statement-breakpoint
CREATE TRIGGER "stock_ranks_after_update" AFTER UPDATE ON "stock" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION stock_ranks_after_stock_change();--> statement-breakpoint
CREATE TRIGGER "stock_ranks_after_delete" AFTER DELETE ON "stock" REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION stock_ranks_after_stock_change();--> statement-breakpoint
-- A new product may already see cross-stock of its SKU; a product that becomes (in)active, or changes SKU or
-- department, changes what it and the products seeing it through cross-stock count.
CREATE FUNCTION "stock_ranks_after_product_insert"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM refresh_stock_ranks(array(SELECT id FROM new_rows));
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "stock_ranks_after_product_insert" AFTER INSERT ON "products" REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION stock_ranks_after_product_insert();--> statement-breakpoint
CREATE FUNCTION "stock_ranks_after_product_update"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM refresh_stock_ranks(array[NEW.id] || array(
    SELECT t.id FROM cross_stock_rules r
      JOIN products t ON t.department_id = r.department_id AND t.sku = OLD.sku
    WHERE r.source_department_id = OLD.department_id));
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "stock_ranks_after_product_update" AFTER UPDATE OF active, sku, department_id ON "products"
  FOR EACH ROW WHEN (OLD.active IS DISTINCT FROM NEW.active OR OLD.sku IS DISTINCT FROM NEW.sku
                     OR OLD.department_id IS DISTINCT FROM NEW.department_id)
  EXECUTE FUNCTION stock_ranks_after_product_update();--> statement-breakpoint
-- A cross-stock rule added, changed or removed, or a warehouse moved to another department: every product
-- of the departments concerned is ranked again.
CREATE FUNCTION "stock_ranks_after_department_change"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM refresh_stock_ranks(array(
    SELECT id FROM products WHERE department_id IN (OLD.department_id, NEW.department_id)));
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "stock_ranks_after_rule_change" AFTER INSERT OR UPDATE OR DELETE ON "cross_stock_rules"
  FOR EACH ROW EXECUTE FUNCTION stock_ranks_after_department_change();--> statement-breakpoint
CREATE TRIGGER "stock_ranks_after_warehouse_move" AFTER UPDATE OF department_id ON "warehouses"
  FOR EACH ROW WHEN (OLD.department_id IS DISTINCT FROM NEW.department_id)
  EXECUTE FUNCTION stock_ranks_after_department_change();--> statement-breakpoint
UPDATE "products" p SET "stock_rank" = ranked.rank
FROM (SELECT q.id, stock_rank_of(q) AS rank FROM products q) ranked
WHERE p.id = ranked.id AND p.stock_rank <> ranked.rank;
