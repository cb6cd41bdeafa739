-- pg_trgm ships with PostgreSQL's contrib package and PGlite (db/client.ts loads it); it is a trusted extension.
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE INDEX "orders_search_trgm_idx" ON "orders" USING gin ("search_text" gin_trgm_ops);