-- Issue #24, fitment that prevents: an order line sold from a vehicle's view keeps the vehicle (variant) and, when
-- the product did not fit it, the counter's override reason (docs/decisions/0049-fitment-that-prevents.md).
ALTER TABLE "order_lines" ADD COLUMN "vehicle_id" integer;--> statement-breakpoint
ALTER TABLE "order_lines" ADD COLUMN "fit_override" text;--> statement-breakpoint
ALTER TABLE "order_lines" ADD CONSTRAINT "order_lines_vehicle_id_vehicles_id_fk" FOREIGN KEY ("vehicle_id") REFERENCES "public"."vehicles"("id") ON DELETE set null ON UPDATE no action;
