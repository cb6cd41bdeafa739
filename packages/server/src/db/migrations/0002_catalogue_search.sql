-- Catalogue text search (decision 0010). The expression must stay identical to SEARCH_DOCUMENT in
-- src/features/catalogue/catalogue-filters.ts, or the planner cannot use the index.
CREATE INDEX "products_search_idx" ON "products" USING gin (to_tsvector('simple'::regconfig, regexp_replace("sku" || ' ' || "name", '[-_()+,]', ' ', 'g')));
