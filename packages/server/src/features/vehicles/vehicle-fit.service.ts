import type { FitCheck } from '@tyreline/domain/contract/vehicles';
import { notFitMessage, productFit, vehicleName, type FitVehicle } from '@tyreline/domain/vehicle-fit';
import type { Db } from '../../db/client.ts';
import { invalid, notFound } from '../../lib/errors.ts';
import { createVehiclesRepository, fitProducts } from './vehicles.repository.ts';
import { toVehicle } from './vehicles.service.ts';

/** A line sold for a vehicle: the product, the vehicle's id and the counter's override reason (blank = none). */
export interface FitLine {
  productId: number;
  vehicleId: number;
  override?: string | null;
}

/** One line's fit, or why it is refused (field → message, the caller names the field). */
export type LineFit =
  | {
      ok: true;
      vehicleId: number;
      vehicle: string;
      override: string | null;
      fits: boolean;
      reasons: string[];
    }
  | { ok: false; message: string };

const reasonOf = (override: string | null | undefined) => override?.trim() || null;

/**
 * The server's side of the one fit rule (`productFit`): lines added from a vehicle's view are checked on add and
 * again at checkout against the vehicle's data as it is now, so a forged "fits" or data changed since is refused.
 */
export function createVehicleFitService(db: Db) {
  const repo = createVehiclesRepository(db);

  /** Each line's fit, in order: a line that does not fit and has no override reason is refused. */
  async function checkLines(lines: FitLine[]): Promise<LineFit[]> {
    const vehicleIds = [...new Set(lines.map((l) => l.vehicleId))];
    const vehicles = new Map<number, { fit: FitVehicle; name: string }>();
    for (const id of vehicleIds) {
      const row = await repo.byId(id);
      if (!row) continue;
      vehicles.set(id, { name: vehicleName(row), fit: toVehicle(row) });
    }
    const products = await fitProducts(db, [...new Set(lines.map((l) => l.productId))]);
    return lines.map((line): LineFit => {
      const vehicle = vehicles.get(line.vehicleId);
      if (!vehicle) return { ok: false, message: 'This vehicle is not in the fitment data (any more)' };
      const product = products.get(line.productId);
      if (!product) return { ok: false, message: 'No such product' };
      const fit = productFit(product, vehicle.fit);
      const override = reasonOf(line.override);
      if (!fit.fits && !override)
        return { ok: false, message: notFitMessage(product.name, vehicle.name, fit) };
      return { ok: true, vehicleId: line.vehicleId, vehicle: vehicle.name, override, ...fit };
    });
  }

  return {
    checkLines,

    /** The vehicle as the fit rule reads it, with its name; an unknown id is a 404. */
    async vehicle(id: number): Promise<{ id: number; name: string; fit: FitVehicle }> {
      const row = await repo.byId(id);
      if (!row) throw notFound('Vehicle not found');
      return { id, name: vehicleName(row), fit: toVehicle(row) };
    },

    /**
     * Products about to be added from the vehicle's view (`POST /vehicles/{id}/fit`, a package built from it): a 422
     * names each refused product by `fieldOf` its index; an unknown vehicle is a 404.
     */
    async check(
      vehicleId: number,
      productIds: number[],
      override: string | null | undefined,
      fieldOf: (index: number) => string = (i) => `product_ids/${i}`,
    ): Promise<FitCheck> {
      const row = await repo.byId(vehicleId);
      if (!row) throw notFound('Vehicle not found');
      const checked = await checkLines(productIds.map((productId) => ({ productId, vehicleId, override })));
      const errors: Record<string, string[]> = {};
      const lines: FitCheck['lines'] = [];
      checked.forEach((c, i) => {
        if (!c.ok) errors[fieldOf(i)] = [c.message];
        else lines.push({ product_id: productIds[i]!, fits: c.fits, reasons: c.reasons });
      });
      if (Object.keys(errors).length > 0) throw invalid(errors, Object.values(errors)[0]![0]);
      return { vehicle_id: vehicleId, vehicle: vehicleName(row), lines };
    },
  };
}
export type VehicleFitService = ReturnType<typeof createVehicleFitService>;
