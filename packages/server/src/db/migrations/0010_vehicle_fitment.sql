CREATE TABLE "vehicle_tyre_sizes" (
	"vehicle_id" integer NOT NULL,
	"axle" text NOT NULL,
	"width" integer NOT NULL,
	"profile" integer NOT NULL,
	"rim" numeric(4, 1) NOT NULL,
	CONSTRAINT "vehicle_tyre_sizes_vehicle_id_axle_pk" PRIMARY KEY("vehicle_id","axle")
);
--> statement-breakpoint
CREATE TABLE "vehicles" (
	"id" serial PRIMARY KEY NOT NULL,
	"make" text NOT NULL,
	"model" text NOT NULL,
	"variant" text NOT NULL,
	"year_from" integer NOT NULL,
	"year_to" integer NOT NULL,
	"bolt_pattern" text NOT NULL,
	"centre_bore" numeric(5, 1) NOT NULL,
	"offset_min" integer NOT NULL,
	"offset_max" integer NOT NULL,
	"wheel_diameter_min" numeric(4, 1) NOT NULL,
	"wheel_diameter_max" numeric(4, 1) NOT NULL,
	"rim_width_min" numeric(4, 1) NOT NULL,
	"rim_width_max" numeric(4, 1) NOT NULL,
	"thread" text NOT NULL,
	"fastener" text NOT NULL,
	"placard_load_index" integer NOT NULL,
	"placard_speed_rating" text NOT NULL,
	CONSTRAINT "vehicles_years_in_order" CHECK ("vehicles"."year_from" <= "vehicles"."year_to"),
	CONSTRAINT "vehicles_offsets_in_order" CHECK ("vehicles"."offset_min" <= "vehicles"."offset_max")
);
--> statement-breakpoint
ALTER TABLE "vehicle_tyre_sizes" ADD CONSTRAINT "vehicle_tyre_sizes_vehicle_id_vehicles_id_fk" FOREIGN KEY ("vehicle_id") REFERENCES "public"."vehicles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "vehicles_identity_idx" ON "vehicles" USING btree ("make","model","variant","year_from");--> statement-breakpoint
CREATE INDEX "vehicles_make_model_idx" ON "vehicles" USING btree ("make","model");