import type { Product, ProductQuery } from '@tyreline/domain/contract/catalogue';
import { PER_PAGE_MAX } from '@tyreline/domain/contract/common';
import type {
  Axle,
  CandidateWheel,
  FittingTyre,
  Vehicle,
  VehicleFitment,
  VehicleVariant,
} from '@tyreline/domain/contract/vehicles';
import { candidateWheel, placardCheck } from '@tyreline/domain/vehicle-fit';
import { formatTyreSize } from '@tyreline/domain/tyre-size';
import type { Db } from '../../db/client.ts';
import { notFound } from '../../lib/errors.ts';
import type { CatalogueService } from '../catalogue/catalogue.service.ts';
import { createPricingService, type Shopper } from '../pricing/pricing.service.ts';
import { createVehiclesRepository, type VehicleRow } from './vehicles.repository.ts';

/** A vehicle row as the API and the fit rule read it. */
export function toVehicle(row: VehicleRow): Vehicle {
  return {
    id: row.id,
    make: row.make,
    model: row.model,
    variant: row.variant,
    year_from: row.year_from,
    year_to: row.year_to,
    tyre_sizes: row.sizes.map((s) => ({ ...s, size: formatTyreSize(s) })),
    wheel: {
      bolt_pattern: row.bolt_pattern,
      centre_bore: row.centre_bore,
      offset_min: row.offset_min,
      offset_max: row.offset_max,
      diameter_min: row.wheel_diameter_min,
      diameter_max: row.wheel_diameter_max,
      rim_width_min: row.rim_width_min,
      rim_width_max: row.rim_width_max,
      thread: row.thread,
      fastener: row.fastener,
    },
    placard: { load_index: row.placard_load_index, speed_rating: row.placard_speed_rating },
  };
}

/** The whole-inch wheel diameters from min to max (wheels are sold in whole inches, 17.5" truck rims aside). */
const diametersBetween = (min: number, max: number): number[] =>
  Array.from({ length: Math.floor(max) - Math.ceil(min) + 1 }, (_, i) => Math.ceil(min) + i);

/** Vehicle look-up (make → model → year → variant) and the stock that fits a vehicle. */
export function createVehiclesService(db: Db, catalogue: CatalogueService) {
  const repo = createVehiclesRepository(db);
  const pricing = createPricingService(db);

  async function vehicleRow(id: number): Promise<VehicleRow> {
    const row = await repo.byId(id);
    if (!row) throw notFound('Vehicle not found');
    return row;
  }

  /** In-stock products of the caller's department, at most a page of 100 per search. */
  const inStock = (shopper: Shopper, type: 'tyre' | 'wheel', filters: Partial<ProductQuery>) =>
    catalogue
      .list(shopper, [type], { ...filters, in_stock: true, sort: 'name', page: 1, per_page: PER_PAGE_MAX })
      .then((page) => page.data);

  async function fittingTyres(shopper: Shopper, vehicle: Vehicle): Promise<FittingTyre[]> {
    const found = new Map<number, { product: Product; axles: Axle[] }>();
    for (const size of vehicle.tyre_sizes) {
      const { width, profile, rim } = size;
      for (const product of await inStock(shopper, 'tyre', { width, profile, rim })) {
        const entry = found.get(product.id) ?? { product, axles: [] };
        entry.axles.push(size.axle);
        found.set(product.id, entry);
      }
    }
    return [...found.values()].map(({ product, axles }) => {
      const check = placardCheck(product, vehicle);
      return { product, axles, meets_placard: check.meets, placard_notes: check.reasons };
    });
  }

  async function candidateWheels(shopper: Shopper, vehicle: Vehicle): Promise<CandidateWheel[]> {
    const { wheel } = vehicle;
    const candidates: CandidateWheel[] = [];
    for (const diameter of diametersBetween(wheel.diameter_min, wheel.diameter_max)) {
      for (const product of await inStock(shopper, 'wheel', { bolt_pattern: wheel.bolt_pattern, diameter })) {
        const rimWidth = product.rim_width;
        if (rimWidth !== null && (rimWidth < wheel.rim_width_min || rimWidth > wheel.rim_width_max)) continue;
        candidates.push(candidateWheel(product, vehicle));
      }
    }
    // Wheels that fit first; each group keeps the diameter-then-name order.
    return candidates.sort((a, b) => Number(b.fits) - Number(a.fits));
  }

  /** Every model year of a make and model, newest first; an unknown make or model is a 404. */
  async function years(make: string, model: string): Promise<number[]> {
    const found = await repo.years(make, model);
    if (found.length === 0) throw notFound(`No vehicle ${make} ${model}`);
    return found;
  }

  return {
    makes: () => repo.makes(),

    async models(make: string): Promise<string[]> {
      const models = await repo.models(make);
      if (models.length === 0) throw notFound(`No vehicles of the make ${make}`);
      return models;
    },

    years,

    /** The variants a model year has; a year the model was not made is a 404 like an unknown model. */
    async variants(make: string, model: string, year: number): Promise<VehicleVariant[]> {
      const variants = await repo.variants(make, model, year);
      if (variants.length > 0) return variants;
      await years(make, model);
      throw notFound(`No ${make} ${model} of ${year}`);
    },

    vehicle: async (id: number): Promise<Vehicle> => toVehicle(await vehicleRow(id)),

    /** The vehicle, the tyres in its factory sizes and the wheels with its bolt pattern, all in stock. */
    async fitment(shopper: Shopper, id: number): Promise<VehicleFitment> {
      const vehicle = toVehicle(await vehicleRow(id));
      const [tyres, wheels] = await Promise.all([
        fittingTyres(shopper, vehicle),
        candidateWheels(shopper, vehicle),
      ]);
      // The caller's own prices, where its switch is off, as the listings show them.
      const products = [...tyres, ...wheels].map((item) => item.product);
      const priced = new Map((await pricing.withInlinePrices(shopper, products)).map((p) => [p.id, p]));
      const withPrice = <T extends { product: Product }>(item: T): T => ({
        ...item,
        product: priced.get(item.product.id)!,
      });
      return { vehicle, tyres: tyres.map(withPrice), wheels: wheels.map(withPrice) };
    },
  };
}
export type VehiclesService = ReturnType<typeof createVehiclesService>;
