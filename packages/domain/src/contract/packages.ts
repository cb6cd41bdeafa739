import { z } from 'zod';
import { availability, product } from './catalogue.ts';
import { id, queryId } from './common.ts';
import { fitOverride, productFitResult } from './vehicles.ts';

/** The wheel a package is built on. */
export const packageTyresQuery = z.object({
  wheel_id: queryId,
  /** Opened from a vehicle: only tyres that meet its placard are offered. */
  vehicle_id: queryId.optional(),
});

/** The wheel and the tyres in stock that go on it (same rim diameter, a width its rim takes), each with why. */
export const packageTyres = z.object({
  wheel: product,
  tyres: z.array(z.object({ product, reason: z.string() })),
});
export type PackageTyres = z.infer<typeof packageTyres>;

export const PACKAGE_SETS_MAX = 8;

/** A tyre-and-wheel package: a wheel, a tyre that fits it, how many of each (sets, usually 4), and add-ons. */
export const packageRequest = z.object({
  wheel_id: id('Wheel'),
  tyre_id: id('Tyre'),
  sets: z
    .number({ error: 'Sets is required' })
    .int('must be a whole number')
    .min(1, `must be from 1 to ${PACKAGE_SETS_MAX}`)
    .max(PACKAGE_SETS_MAX, `must be from 1 to ${PACKAGE_SETS_MAX}`)
    .default(4),
  add_ons: z
    .array(
      z.object({
        product_id: id('Add-on'),
        qty: z
          .number()
          .int('must be a whole number')
          .min(1, 'must be 1 or more')
          .max(200, 'must be at most 200'),
      }),
    )
    .max(10, 'at most 10 add-ons')
    .default([]),
  /** Built from a vehicle's view: every line must fit it, or the package carries an override reason. */
  vehicle_id: id('Vehicle').optional(),
  fit_override: fitOverride,
});
export type PackageRequest = z.input<typeof packageRequest>;

export const PACKAGE_ROLES = ['wheel', 'tyre', 'add_on'] as const;

/** A package line: the product, how many, its price and line total (null for a viewer) and, if short, why. */
export const packageLine = z.object({
  role: z.enum(PACKAGE_ROLES),
  product,
  qty: z.number().int(),
  unit_price: z.number().nullable(),
  line_total: z.number().nullable(),
  available: availability,
  short: z.string().nullable(),
  /** Built for a vehicle: the line's fit to it; null without a vehicle. */
  fit: productFitResult.nullable(),
});
export type PackageLine = z.infer<typeof packageLine>;

/** The checked package: its lines, their sum, and every line the account's warehouses cannot fill, named. */
export const checkedPackage = z.object({
  lines: z.array(packageLine),
  total: z.number().nullable(),
  short_lines: z.array(z.string()),
  /** Built for a vehicle: the vehicle's id and name, as each cart line keeps them. */
  vehicle: z.object({ id: z.number().int(), name: z.string() }).nullable(),
});
export type CheckedPackage = z.infer<typeof checkedPackage>;
