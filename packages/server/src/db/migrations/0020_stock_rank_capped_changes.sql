-- A stock change ranks a product again only when the figure a rank is made of can change: the shelf's
-- quantity capped at 8 (STOCK_CAP). While a shelf holds 8 or more before and after, its own part stays 8,
-- and any cross-stock sum it belongs to stays at least 8, capped to 8. Checkouts mostly take stock from
-- such shelves: ranking their products again was 2.6 ms of the ~11 ms a checkout spent in the database
-- (decision 0036). New and removed rows with quantity 0 change no sum either.
CREATE OR REPLACE FUNCTION "stock_ranks_after_stock_change"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  changed integer[];
BEGIN
  IF TG_OP = 'INSERT' THEN
    changed := array(SELECT DISTINCT product_id FROM new_rows WHERE quantity <> 0);
  ELSIF TG_OP = 'UPDATE' THEN
    changed := array(
      SELECT n.product_id FROM new_rows n LEFT JOIN old_rows o USING (product_id, warehouse_id)
      WHERE least(o.quantity, 8) IS DISTINCT FROM least(n.quantity, 8)
      UNION
      SELECT o.product_id FROM old_rows o LEFT JOIN new_rows n USING (product_id, warehouse_id)
      WHERE n.product_id IS NULL);
  ELSE
    changed := array(SELECT DISTINCT product_id FROM old_rows WHERE quantity <> 0);
  END IF;
  -- Nothing to rank: not even the search for cross-stock products is run.
  IF cardinality(changed) > 0 THEN
    PERFORM refresh_stock_ranks(changed);
  END IF;
  RETURN NULL;
END
$$;
