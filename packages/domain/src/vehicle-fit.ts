import type { Product, SpeedRating } from './contract/catalogue.ts';
import type { CandidateWheel, Vehicle } from './contract/vehicles.ts';
import { meetsPlacard, wheelFit, type HubSpec } from './fitment.ts';
import { parsePcd } from './tyre-size.ts';

/**
 * Whether a product may be sold for a vehicle: THE fit rule of issue #24. The vehicle view, the package builder,
 * the server's add check and checkout all ask this one function (docs/decisions/0049).
 */

/** What of a vehicle the rule reads. */
export type FitVehicle = Pick<Vehicle, 'wheel' | 'placard'>;

/** What of a product the rule reads. */
export type FitProduct = Pick<
  Product,
  | 'type'
  | 'name'
  | 'auto_part_type'
  | 'bolt_pattern'
  | 'center_bore'
  | 'offset'
  | 'load_index'
  | 'speed_rating'
>;

export interface ProductFit {
  fits: boolean;
  /** Every check that failed, in words a counter person reads aloud; empty when it fits. */
  reasons: string[];
}

/** The hub spec `wheelFit` compares a wheel with. */
export const hubOf = ({ wheel }: FitVehicle): HubSpec => ({
  boltPattern: wheel.bolt_pattern,
  hubBore: wheel.centre_bore,
  offsetMin: wheel.offset_min,
  offsetMax: wheel.offset_max,
});

/** A wheel checked against the vehicle (bolt pattern, centre bore, offset) with each check's reason. */
export function candidateWheel<P extends FitProduct>(
  product: P,
  vehicle: FitVehicle,
): Omit<CandidateWheel, 'product'> & { product: P } {
  const fit = wheelFit(
    { boltPattern: product.bolt_pattern, centreBore: product.center_bore, offset: product.offset },
    hubOf(vehicle),
  );
  return { product, fits: fit.fits, hub_ring: fit.hubRing, checks: fit.checks };
}

/** A tyre against the vehicle's placard: load index and speed rating at least the placard's. */
export const placardCheck = (tyre: Pick<FitProduct, 'load_index' | 'speed_rating'>, vehicle: FitVehicle) =>
  meetsPlacard(
    { loadIndex: tyre.load_index, speedRating: tyre.speed_rating as SpeedRating | null },
    { loadIndex: vehicle.placard.load_index, speedRating: vehicle.placard.speed_rating as SpeedRating },
  );

/** A thread as written in a name or a vehicle's data ('M12 x 1.5' → 'M12x1.5'); null when there is none. */
export function threadOf(text: string): string | null {
  const match = /\bM(\d{1,2})\s*[x×]\s*(\d(?:\.\d{1,2})?)(?!\d)/i.exec(text);
  return match ? `M${match[1]}x${Number(match[2])}` : null;
}

/** The bolt pattern an accessory names ('Wheel spacers 20 mm 6x139.7' → '6x139.7'); null when it names none. */
function namedPcd(text: string): string | null {
  const match = /(?<![\w.])(\d{1,2})\s*[x×/]\s*(\d{2,3}(?:[.,]\d{1,2})?)(?![\d.])/i.exec(text);
  return match ? parsePcd(`${match[1]}x${match[2]}`) : null;
}

/** The hub bore a hub ring is made for: the second figure of '73.1-66.1'. */
function ringHubBore(text: string): number | null {
  const match = /(?<![\d.])(\d{2,3}(?:\.\d)?)\s*[-–]\s*(\d{2,3}(?:\.\d)?)(?![\d.])/.exec(text);
  return match ? Number(match[2]) : null;
}

/**
 * An accessory fits when every fitment it names matches the vehicle: the thread of a nut, stud or lock, the
 * bolt pattern of a spacer or adaptor, the hub bore of a hub ring. One that names none (valves, sensors) fits.
 */
export function accessoryFit(accessory: FitProduct, vehicle: FitVehicle): ProductFit {
  const reasons: string[] = [];
  const thread = threadOf(accessory.name);
  const vehicleThread = threadOf(vehicle.wheel.thread) ?? vehicle.wheel.thread;
  if (thread && thread !== vehicleThread) {
    reasons.push(`Thread ${thread} is not the vehicle's ${vehicleThread}`);
  }
  const pcd = (accessory.bolt_pattern && parsePcd(accessory.bolt_pattern)) || namedPcd(accessory.name);
  const vehiclePcd = parsePcd(vehicle.wheel.bolt_pattern) ?? vehicle.wheel.bolt_pattern;
  if (pcd && pcd !== vehiclePcd) reasons.push(`Bolt pattern ${pcd} is not the vehicle's ${vehiclePcd}`);
  const ringBore = accessory.auto_part_type === 'hub_ring' ? ringHubBore(accessory.name) : null;
  if (ringBore !== null && Math.abs(ringBore - vehicle.wheel.centre_bore) > 0.05) {
    reasons.push(`Hub ring for a ${ringBore} mm hub, not the vehicle's ${vehicle.wheel.centre_bore} mm`);
  }
  return { fits: reasons.length === 0, reasons };
}

/** Whether a product fits the vehicle, and every reason it does not. */
export function productFit(product: FitProduct, vehicle: FitVehicle): ProductFit {
  if (product.type === 'wheel') {
    const wheel = candidateWheel(product, vehicle);
    return { fits: wheel.fits, reasons: wheel.checks.filter((c) => !c.ok).map((c) => c.reason) };
  }
  if (product.type === 'tyre') {
    const placard = placardCheck(product, vehicle);
    return { fits: placard.meets, reasons: placard.reasons };
  }
  return accessoryFit(product, vehicle);
}

/** A vehicle as a counter names it: 'Toyota Hilux SR5 (2015–2020)'. */
export const vehicleName = (v: Pick<Vehicle, 'make' | 'model' | 'variant' | 'year_from' | 'year_to'>) =>
  `${v.make} ${v.model} ${v.variant} (${v.year_from}–${v.year_to})`;

/** Why a line sold for a vehicle is refused: it does not fit and carries no override reason. */
export const notFitMessage = (productName: string, vehicle: string, fit: ProductFit) =>
  `${productName} does not fit the ${vehicle}: ${fit.reasons.join('; ')}. Add it from the vehicle again, with an override reason if you fit it anyway.`;
