CREATE TABLE "staff_user_warehouses" (
	"staff_user_id" integer NOT NULL,
	"warehouse_id" integer NOT NULL,
	CONSTRAINT "staff_user_warehouses_pk" PRIMARY KEY("staff_user_id","warehouse_id")
);
--> statement-breakpoint
ALTER TABLE "staff_user_warehouses" ADD CONSTRAINT "staff_user_warehouses_staff_user_id_staff_users_id_fk" FOREIGN KEY ("staff_user_id") REFERENCES "public"."staff_users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_user_warehouses" ADD CONSTRAINT "staff_user_warehouses_warehouse_id_warehouses_id_fk" FOREIGN KEY ("warehouse_id") REFERENCES "public"."warehouses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "staff_user_warehouses_warehouse_idx" ON "staff_user_warehouses" USING btree ("warehouse_id");
