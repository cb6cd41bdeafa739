import { sql } from 'drizzle-orm';
import type { Product } from '@tyreline/domain/contract/catalogue';
import { PER_PAGE_MAX } from '@tyreline/domain/contract/common';
import type { CheckedPackage, PackageLine, PackageTyres } from '@tyreline/domain/contract/packages';
import type { FitCheck } from '@tyreline/domain/contract/vehicles';
import { tyreFitsWheel } from '@tyreline/domain/fitment';
import { placardCheck } from '@tyreline/domain/vehicle-fit';
import { toCents, toDollars } from '@tyreline/domain/money';
import { choosePrice } from '@tyreline/domain/pricing';
import { capStock } from '@tyreline/domain/stock';
import { teamMay } from '@tyreline/domain/team';
import { rows, sqlList, type Db } from '../../db/client.ts';
import { invalid, notFound } from '../../lib/errors.ts';
import type { CatalogueService } from '../catalogue/catalogue.service.ts';
import type { PricingService, Shopper } from '../pricing/pricing.service.ts';
import { createVehicleFitService } from '../vehicles/vehicle-fit.service.ts';

interface PackageInput {
  wheel_id: number;
  tyre_id: number;
  sets: number;
  add_ons: { product_id: number; qty: number }[];
  vehicle_id?: number;
  fit_override?: string | null;
}

/** A wheel's diameter and rim width, or why it cannot carry a package. */
function wheelSize(wheel: Product): { diameter: number; rimWidth: number } | string {
  if (wheel.type !== 'wheel') return `${wheel.name} is not a wheel`;
  if (wheel.diameter === null || wheel.rim_width === null)
    return `${wheel.name} has no diameter or rim width`;
  return { diameter: wheel.diameter, rimWidth: wheel.rim_width };
}

/** Tyre-and-wheel packages: the tyres that go on a wheel, and a package checked line by line (fit, stock, price). */
export function createPackagesService(db: Db, catalogue: CatalogueService, pricing: PricingService) {
  const vehicleFit = createVehicleFitService(db);

  /** Units on hand per product across the department's own warehouses (what an order can be filled from). */
  async function onHand(departmentId: number, ids: number[]): Promise<Map<number, number>> {
    const found = await rows<{ product_id: number; quantity: number }>(
      db,
      sql`select s.product_id, sum(s.quantity)::int as quantity from stock s
          join warehouses w on w.id = s.warehouse_id
          where w.department_id = ${departmentId} and s.product_id in (${sqlList(ids)})
          group by s.product_id`,
    );
    return new Map(found.map((s) => [s.product_id, s.quantity]));
  }

  /** Built for a vehicle: each product's fit (in `ids` order); one that does not fit needs the override. */
  async function fitsFor(input: PackageInput, ids: number[]): Promise<FitCheck | null> {
    if (input.vehicle_id === undefined) return null;
    const fields = ['wheel_id', 'tyre_id', ...input.add_ons.map((_, i) => `add_ons/${i}/product_id`)];
    return vehicleFit.check(input.vehicle_id, ids, input.fit_override, (i) => fields[i]!);
  }

  return {
    /** The tyres that go on the wheel; opened from a vehicle, only those that meet its placard. */
    async tyresFor(shopper: Shopper, wheelId: number, vehicleId?: number): Promise<PackageTyres> {
      const vehicle = vehicleId === undefined ? null : await vehicleFit.vehicle(vehicleId);
      const wheel = (await catalogue.byIds(shopper.departmentId, [wheelId])).get(wheelId);
      if (!wheel) throw notFound('Wheel not found');
      const size = wheelSize(wheel);
      if (typeof size === 'string') throw invalid({ wheel_id: [size] }, size);
      const page = await catalogue.list(shopper, ['tyre'], {
        rim: size.diameter,
        in_stock: true,
        sort: 'size',
        page: 1,
        per_page: PER_PAGE_MAX,
      });
      const fitting = page.data.flatMap((product) => {
        if (product.width === null || product.rim === null) return [];
        if (vehicle && !placardCheck(product, vehicle.fit).meets) return [];
        const fit = tyreFitsWheel({ width: product.width, rim: product.rim }, size);
        return fit.fits ? [{ product, reason: fit.reason }] : [];
      });
      const priced = await pricing.withInlinePrices(shopper, [wheel, ...fitting.map((t) => t.product)]);
      return {
        wheel: priced[0]!,
        tyres: fitting.map((t, i) => ({ product: priced[i + 1]!, reason: t.reason })),
      };
    },

    /** Every product, fit and quantity checked; each short line named; priced for a role that sees prices. */
    async check(shopper: Shopper, input: PackageInput): Promise<CheckedPackage> {
      const ids = [input.wheel_id, input.tyre_id, ...input.add_ons.map((a) => a.product_id)];
      const products = await catalogue.byIds(shopper.departmentId, ids);
      const errors: Record<string, string[]> = {};
      const wheel = products.get(input.wheel_id);
      const tyre = products.get(input.tyre_id);
      const size = wheel ? wheelSize(wheel) : 'No such wheel';
      if (typeof size === 'string') errors.wheel_id = [size];
      if (!tyre || tyre.type !== 'tyre' || tyre.width === null || tyre.rim === null) {
        errors.tyre_id = ['No such tyre'];
      } else if (typeof size !== 'string') {
        const fit = tyreFitsWheel({ width: tyre.width, rim: tyre.rim }, size);
        if (!fit.fits) errors.tyre_id = [fit.reason];
      }
      input.add_ons.forEach((a, i) => {
        const p = products.get(a.product_id);
        if (!p || p.type !== 'accessory') errors[`add_ons/${i}/product_id`] = ['No such accessory'];
      });
      if (new Set(ids).size !== ids.length) errors.add_ons = ['Each product may appear once in a package'];
      if (Object.keys(errors).length > 0) {
        throw invalid(errors, Object.values(errors)[0]![0]);
      }
      const fits = await fitsFor(input, ids);

      const wanted: { role: PackageLine['role']; product: Product; qty: number }[] = [
        { role: 'wheel', product: wheel!, qty: input.sets },
        { role: 'tyre', product: tyre!, qty: input.sets },
        ...input.add_ons.map((a) => ({
          role: 'add_on' as const,
          product: products.get(a.product_id)!,
          qty: a.qty,
        })),
      ];
      const stock = await onHand(shopper.departmentId, ids);
      const seesPrices = teamMay(shopper.role, 'seePrices');
      const prices = seesPrices
        ? new Map((await pricing.prices(shopper.accountId, ids)).map((p) => [p.id, toCents(choosePrice(p))]))
        : new Map<number, number>();

      const lines = wanted.map(({ role, product, qty }, i): PackageLine => {
        const held = stock.get(product.id) ?? 0;
        const unit = prices.get(product.id);
        const shown = capStock(held);
        // Stock past the cap is never told exactly (docs/product.md §10: '8+'), not even in a refusal.
        const onShelf = held === 0 ? 'none' : shown === '8+' ? `fewer than ${qty}` : `only ${shown}`;
        const short = held >= qty ? null : `${product.name}: the package needs ${qty}, ${onShelf} in stock`;
        return {
          role,
          product,
          qty,
          unit_price: unit === undefined ? null : toDollars(unit),
          line_total: unit === undefined ? null : toDollars(unit * qty),
          available: shown,
          short,
          fit: fits?.lines[i] ?? null,
        };
      });
      const total = seesPrices
        ? toDollars(lines.reduce((sum, l) => sum + toCents(l.line_total ?? 0), 0))
        : null;
      return {
        lines,
        total,
        short_lines: lines.flatMap((l) => (l.short ? [l.short] : [])),
        vehicle: fits && { id: fits.vehicle_id, name: fits.vehicle },
      };
    },
  };
}
export type PackagesService = ReturnType<typeof createPackagesService>;
