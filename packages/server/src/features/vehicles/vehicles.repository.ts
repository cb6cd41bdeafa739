import { sql } from 'drizzle-orm';
import type { FitProduct } from '@tyreline/domain/vehicle-fit';
import { rows, sqlList, type Db } from '../../db/client.ts';

/** A vehicle row with its factory sizes; numeric columns arrive as strings or numbers by driver. */
export interface VehicleRow {
  id: number;
  make: string;
  model: string;
  variant: string;
  year_from: number;
  year_to: number;
  bolt_pattern: string;
  centre_bore: number;
  offset_min: number;
  offset_max: number;
  wheel_diameter_min: number;
  wheel_diameter_max: number;
  rim_width_min: number;
  rim_width_max: number;
  thread: string;
  fastener: string;
  placard_load_index: number;
  placard_speed_rating: string;
  sizes: { axle: 'front' | 'rear'; width: number; profile: number; rim: number }[];
}

/** Make and model compare without regard to case, so a typed or linked name finds its vehicles. */
const sameMake = (make: string) => sql`lower(make) = lower(${make})`;
const sameModel = (model: string) => sql`lower(model) = lower(${model})`;

export function createVehiclesRepository(db: Db) {
  return {
    async makes(): Promise<string[]> {
      const found = await rows<{ make: string }>(db, sql`select distinct make from vehicles order by make`);
      return found.map((r) => r.make);
    },

    async models(make: string): Promise<string[]> {
      const found = await rows<{ model: string }>(
        db,
        sql`select distinct model from vehicles where ${sameMake(make)} order by model`,
      );
      return found.map((r) => r.model);
    },

    /** Every model year some variant of the model spans, newest first. */
    async years(make: string, model: string): Promise<number[]> {
      const found = await rows<{ year: number }>(
        db,
        sql`select distinct generate_series(year_from, year_to) as year from vehicles
            where ${sameMake(make)} and ${sameModel(model)} order by year desc`,
      );
      return found.map((r) => Number(r.year));
    },

    variants(make: string, model: string, year: number) {
      return rows<{ id: number; variant: string; year_from: number; year_to: number }>(
        db,
        sql`select id, variant, year_from, year_to from vehicles
            where ${sameMake(make)} and ${sameModel(model)} and ${year} between year_from and year_to
            order by variant, year_from`,
      );
    },

    async byId(id: number): Promise<VehicleRow | undefined> {
      const [found] = await rows<VehicleRow>(
        db,
        sql`select v.id, v.make, v.model, v.variant, v.year_from, v.year_to, v.bolt_pattern,
                   v.centre_bore::float as centre_bore, v.offset_min, v.offset_max,
                   v.wheel_diameter_min::float as wheel_diameter_min,
                   v.wheel_diameter_max::float as wheel_diameter_max,
                   v.rim_width_min::float as rim_width_min, v.rim_width_max::float as rim_width_max,
                   v.thread, v.fastener, v.placard_load_index, v.placard_speed_rating,
                   (select json_agg(json_build_object('axle', s.axle, 'width', s.width, 'profile', s.profile,
                                                      'rim', s.rim::float) order by s.axle)
                    from vehicle_tyre_sizes s where s.vehicle_id = v.id) as sizes
            from vehicles v where v.id = ${id}`,
      );
      return found;
    },
  };
}

/** What the fit rule reads of each product, by id (any department: checkout checks the account's own first). */
export async function fitProducts(db: Db, ids: number[]): Promise<Map<number, FitProduct>> {
  if (ids.length === 0) return new Map();
  const found = await rows<FitProduct & { id: number }>(
    db,
    sql`select id, type, name, auto_part_type, bolt_pattern, center_bore::float as center_bore, "offset",
               load_index, speed_rating
        from products where id in (${sqlList(ids)})`,
  );
  return new Map(found.map(({ id, ...product }) => [id, product]));
}
