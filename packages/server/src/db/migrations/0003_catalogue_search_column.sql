ALTER TABLE "products" ADD COLUMN "search" "tsvector" GENERATED ALWAYS AS (to_tsvector('simple'::regconfig, regexp_replace("sku" || ' ' || "name", '[-_()+,]', ' ', 'g'))) STORED;--> statement-breakpoint
CREATE INDEX "products_search_gin_idx" ON "products" USING gin ("search");--> statement-breakpoint
-- Replaced by the stored column above: the expression index made every match recompute the document.
DROP INDEX IF EXISTS "products_search_idx";
