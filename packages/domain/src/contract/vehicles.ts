import { z } from 'zod';
import { id, queryId, text } from './common.ts';
import { product } from './catalogue.ts';

/** The earliest model year the fitment data may hold; no car before it is sold tyres by this portal. */
export const FIRST_MODEL_YEAR = 1950;
/** Model years run a year ahead of the calendar (a 2027 model is sold in 2026). */
export const lastModelYear = (now: Date = new Date()): number => now.getUTCFullYear() + 1;

/** A model year in a query string; a year no vehicle can have is a 422. */
const modelYear = z.coerce
  .number({ error: 'must be a year such as 2019' })
  .int('must be a year such as 2019')
  .superRefine((year, ctx) => {
    if (year < FIRST_MODEL_YEAR || year > lastModelYear()) {
      ctx.addIssue({
        code: 'custom',
        message: `must be a year from ${FIRST_MODEL_YEAR} to ${lastModelYear()}`,
      });
    }
  });

const make = text(60, { error: 'Make is required' }).trim().min(1, 'Make is required');
const model = text(60, { error: 'Model is required' }).trim().min(1, 'Model is required');

/** `GET /api/cus/vehicles/models?make=Toyota`. */
export const vehicleModelsQuery = z.object({ make });
/** `GET /api/cus/vehicles/years?make=Toyota&model=Hilux`. */
export const vehicleYearsQuery = z.object({ make, model });
/** `GET /api/cus/vehicles?make=Toyota&model=Hilux&year=2019`: the variants of that model year. */
export const vehicleVariantsQuery = z.object({ make, model, year: modelYear });

export const vehicleIdParams = z.object({ id: queryId });

/** One variant of a make and model over its model years. */
export const vehicleVariant = z.object({
  id: z.number().int(),
  variant: z.string(),
  year_from: z.number().int(),
  year_to: z.number().int(),
});
export type VehicleVariant = z.infer<typeof vehicleVariant>;

export const AXLES = ['front', 'rear'] as const;
export type Axle = (typeof AXLES)[number];

/** A factory tyre size of one axle. */
export const vehicleTyreSize = z.object({
  axle: z.enum(AXLES),
  /** 265/65R17 */
  size: z.string(),
  width: z.number().int(),
  profile: z.number().int(),
  rim: z.number(),
});

/** What a vehicle's hubs take. */
export const vehicleWheelSpec = z.object({
  bolt_pattern: z.string(),
  /** The hub's centre bore in mm. */
  centre_bore: z.number(),
  offset_min: z.number().int(),
  offset_max: z.number().int(),
  diameter_min: z.number(),
  diameter_max: z.number(),
  rim_width_min: z.number(),
  rim_width_max: z.number(),
  /** M12x1.5 */
  thread: z.string(),
  /** 'conical nut', 'flat nut with washer', 'ball-seat bolt' */
  fastener: z.string(),
});

/** A vehicle variant's factory fitment: tyre sizes per axle, wheel fitment and the tyre placard minimums. */
export const vehicle = vehicleVariant.extend({
  make: z.string(),
  model: z.string(),
  /** Front first; a rear entry only where it differs (staggered). */
  tyre_sizes: z.array(vehicleTyreSize),
  wheel: vehicleWheelSpec,
  placard: z.object({ load_index: z.number().int(), speed_rating: z.string() }),
});
export type Vehicle = z.infer<typeof vehicle>;

/** A tyre in stock in one of the vehicle's factory sizes, marked when below the placard minimum. */
export const fittingTyre = z.object({
  product,
  axles: z.array(z.enum(AXLES)),
  meets_placard: z.boolean(),
  /** Why it is below the placard ('Load index 109 is below the placard's 112'); empty when it meets it. */
  placard_notes: z.array(z.string()),
});
export type FittingTyre = z.infer<typeof fittingTyre>;

/** A wheel in stock with the vehicle's bolt pattern and a size it takes, and each check of it. */
export const candidateWheel = z.object({
  product,
  fits: z.boolean(),
  /** A larger bore fits with this hub-centric ring (mm). */
  hub_ring: z.object({ from: z.number(), to: z.number() }).nullable(),
  checks: z.array(
    z.object({
      check: z.enum(['bolt_pattern', 'centre_bore', 'offset']),
      ok: z.boolean(),
      reason: z.string(),
    }),
  ),
});
export type CandidateWheel = z.infer<typeof candidateWheel>;

/** `GET /api/cus/vehicles/{id}/fitment`: the vehicle, then the stock that fits it (fitting wheels first). */
export const vehicleFitment = z.object({
  vehicle,
  tyres: z.array(fittingTyre),
  wheels: z.array(candidateWheel),
});
export type VehicleFitment = z.infer<typeof vehicleFitment>;

/** The longest override reason a line keeps. */
export const FIT_OVERRIDE_MAX = 200;

/**
 * Why a counter sells a product that does not fit the vehicle ('Customer's own 20 mm spacers'): kept on the order
 * line and shown to staff. Blank is no reason.
 */
export const fitOverride = text(FIT_OVERRIDE_MAX).trim().nullish();

/** `POST /api/cus/vehicles/{id}/fit`: products about to be added from the vehicle's view, and the override if any. */
export const fitCheckRequest = z.object({
  product_ids: z.array(id('Product')).min(1, 'Name a product').max(20, 'at most 20 products'),
  fit_override: fitOverride,
});

/** One product checked against the vehicle by the one fit rule (packages/domain/src/vehicle-fit.ts). */
export const productFitResult = z.object({
  product_id: z.number().int(),
  fits: z.boolean(),
  reasons: z.array(z.string()),
});
export type ProductFitResult = z.infer<typeof productFitResult>;

/** The answer: the vehicle as named on the line, and each product's fit (all fit, or the override has a reason). */
export const fitCheck = z.object({
  vehicle_id: z.number().int(),
  vehicle: z.string(),
  lines: z.array(productFitResult),
});
export type FitCheck = z.infer<typeof fitCheck>;
