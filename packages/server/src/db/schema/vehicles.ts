import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  numeric,
  pgTable,
  primaryKey,
  serial,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

/**
 * One variant of a vehicle over its model years, with what its hubs take and its tyre placard minimums:
 * reference data the supplier imports from CSV (`vehicle:import`), so licensed data can replace the demo's.
 */
export const vehicles = pgTable(
  'vehicles',
  {
    id: serial('id').primaryKey(),
    make: text('make').notNull(),
    model: text('model').notNull(),
    variant: text('variant').notNull(),
    yearFrom: integer('year_from').notNull(),
    yearTo: integer('year_to').notNull(),
    /** Stored as parsePcd writes it: 6x139.7. */
    boltPattern: text('bolt_pattern').notNull(),
    /** The hub's centre bore in mm: a wheel's bore must be at least this. */
    centreBore: numeric('centre_bore', { precision: 5, scale: 1, mode: 'number' }).notNull(),
    offsetMin: integer('offset_min').notNull(),
    offsetMax: integer('offset_max').notNull(),
    /** Wheel diameters and rim widths (inches) the vehicle takes. */
    wheelDiameterMin: numeric('wheel_diameter_min', { precision: 4, scale: 1, mode: 'number' }).notNull(),
    wheelDiameterMax: numeric('wheel_diameter_max', { precision: 4, scale: 1, mode: 'number' }).notNull(),
    rimWidthMin: numeric('rim_width_min', { precision: 4, scale: 1, mode: 'number' }).notNull(),
    rimWidthMax: numeric('rim_width_max', { precision: 4, scale: 1, mode: 'number' }).notNull(),
    /** The wheel fastener's thread, e.g. M12x1.5. */
    thread: text('thread').notNull(),
    /** nut or bolt, and its seat: 'conical nut', 'flat nut', 'ball bolt'. */
    fastener: text('fastener').notNull(),
    placardLoadIndex: integer('placard_load_index').notNull(),
    placardSpeedRating: text('placard_speed_rating').notNull(),
  },
  (t) => [
    uniqueIndex('vehicles_identity_idx').on(t.make, t.model, t.variant, t.yearFrom),
    index('vehicles_make_model_idx').on(t.make, t.model),
    check('vehicles_years_in_order', sql`${t.yearFrom} <= ${t.yearTo}`),
    check('vehicles_offsets_in_order', sql`${t.offsetMin} <= ${t.offsetMax}`),
  ],
);

/** A vehicle's factory tyre size per axle; a staggered vehicle has a different rear size. */
export const vehicleTyreSizes = pgTable(
  'vehicle_tyre_sizes',
  {
    vehicleId: integer('vehicle_id')
      .notNull()
      .references(() => vehicles.id, { onDelete: 'cascade' }),
    axle: text('axle', { enum: ['front', 'rear'] }).notNull(),
    width: integer('width').notNull(),
    profile: integer('profile').notNull(),
    rim: numeric('rim', { precision: 4, scale: 1, mode: 'number' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.vehicleId, t.axle] })],
);
