CREATE TABLE "delivery_runs" (
	"id" serial PRIMARY KEY NOT NULL,
	"warehouse_id" integer NOT NULL,
	"name" text NOT NULL,
	"cutoff" text NOT NULL,
	"days" integer[] NOT NULL,
	"lead_days" integer NOT NULL,
	"arrival" text NOT NULL,
	"postcodes" text DEFAULT '' NOT NULL,
	CONSTRAINT "delivery_runs_cutoff_is_a_time" CHECK (cutoff ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$'),
	CONSTRAINT "delivery_runs_lead_days" CHECK ("delivery_runs"."lead_days" between 0 and 14)
);
--> statement-breakpoint
CREATE TABLE "pick_up_hours" (
	"warehouse_id" integer PRIMARY KEY NOT NULL,
	"opens" text NOT NULL,
	"closes" text NOT NULL,
	"days" integer[] NOT NULL,
	"ready_minutes" integer NOT NULL,
	CONSTRAINT "pick_up_hours_are_times" CHECK (opens ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$' and closes ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$')
);
--> statement-breakpoint
CREATE TABLE "public_holidays" (
	"date" date PRIMARY KEY NOT NULL,
	"name" text NOT NULL
);
--> statement-breakpoint
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
ALTER TABLE "warehouses" ADD COLUMN "time_zone" text DEFAULT 'Australia/Brisbane' NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "promised_date" date;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "promise" text;--> statement-breakpoint
ALTER TABLE "delivery_runs" ADD CONSTRAINT "delivery_runs_warehouse_id_warehouses_id_fk" FOREIGN KEY ("warehouse_id") REFERENCES "public"."warehouses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pick_up_hours" ADD CONSTRAINT "pick_up_hours_warehouse_id_warehouses_id_fk" FOREIGN KEY ("warehouse_id") REFERENCES "public"."warehouses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vehicle_tyre_sizes" ADD CONSTRAINT "vehicle_tyre_sizes_vehicle_id_vehicles_id_fk" FOREIGN KEY ("vehicle_id") REFERENCES "public"."vehicles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "vehicles_identity_idx" ON "vehicles" USING btree ("make","model","variant","year_from");--> statement-breakpoint
CREATE INDEX "vehicles_make_model_idx" ON "vehicles" USING btree ("make","model");