import { SPEED_RATINGS, type SpeedRating } from './contract/catalogue.ts';
import { parsePcd } from './tyre-size.ts';

/** What a vehicle's hubs take: bolt pattern, hub (centre) bore in mm, and the offset range in mm. */
export interface HubSpec {
  boltPattern: string;
  hubBore: number;
  offsetMin: number;
  offsetMax: number;
}

export interface WheelSpec {
  boltPattern: string | null;
  centreBore: number | null;
  offset: number | null;
}

/** One check of a wheel against a vehicle: passed or not, and why, in words a counter person reads aloud. */
export interface FitCheck {
  check: 'bolt_pattern' | 'centre_bore' | 'offset';
  ok: boolean;
  reason: string;
}

export interface WheelFit {
  fits: boolean;
  /** A larger bore fits with a hub-centric ring from the wheel's bore down to the hub's. */
  hubRing: { from: number; to: number } | null;
  checks: FitCheck[];
}

/** Bores within this of each other (mm) are the same size: specifications round to a tenth. */
const BORE_TOLERANCE = 0.05;

/** Whether a wheel bolts on, centres on the hub, and sits where the vehicle's offset range allows. */
export function wheelFit(wheel: WheelSpec, hub: HubSpec): WheelFit {
  const wheelPcd = wheel.boltPattern ? parsePcd(wheel.boltPattern) : null;
  const hubPcd = parsePcd(hub.boltPattern);
  const pcdOk = wheelPcd !== null && wheelPcd === hubPcd;
  const checks: FitCheck[] = [
    {
      check: 'bolt_pattern',
      ok: pcdOk,
      reason: pcdOk
        ? `Bolt pattern ${wheelPcd} matches`
        : `Bolt pattern ${wheelPcd ?? 'unknown'} is not the vehicle's ${hubPcd ?? hub.boltPattern}`,
    },
  ];

  let hubRing: WheelFit['hubRing'] = null;
  if (wheel.centreBore === null) {
    checks.push({ check: 'centre_bore', ok: false, reason: 'Centre bore unknown' });
  } else if (Math.abs(wheel.centreBore - hub.hubBore) <= BORE_TOLERANCE) {
    checks.push({
      check: 'centre_bore',
      ok: true,
      reason: `Centre bore ${wheel.centreBore} mm matches the hub`,
    });
  } else if (wheel.centreBore > hub.hubBore) {
    hubRing = { from: wheel.centreBore, to: hub.hubBore };
    checks.push({
      check: 'centre_bore',
      ok: true,
      reason: `Centre bore ${wheel.centreBore} mm fits with a ${wheel.centreBore}–${hub.hubBore} mm hub ring`,
    });
  } else {
    checks.push({
      check: 'centre_bore',
      ok: false,
      reason: `Centre bore ${wheel.centreBore} mm is smaller than the ${hub.hubBore} mm hub: it will not go on`,
    });
  }

  if (wheel.offset === null) {
    checks.push({ check: 'offset', ok: false, reason: 'Offset unknown' });
  } else {
    const inRange = wheel.offset >= hub.offsetMin && wheel.offset <= hub.offsetMax;
    checks.push({
      check: 'offset',
      ok: inRange,
      reason: `Offset ET${wheel.offset} is ${inRange ? 'within' : 'outside'} the vehicle's ET${hub.offsetMin} to ET${hub.offsetMax}`,
    });
  }
  return { fits: checks.every((c) => c.ok), hubRing, checks };
}

/** The single-wheel figure of a load index such as '121/118'; null when there is none to read. */
export function loadIndexOf(text: string | null): number | null {
  const match = text ? /^(\d{2,3})(?:\/\d{2,3})?$/.exec(text.trim()) : null;
  return match ? Number(match[1]) : null;
}

/** Speed ratings compare by their order in SPEED_RATINGS (Z between V and W by convention). */
export const speedRank = (rating: SpeedRating): number => SPEED_RATINGS.indexOf(rating);

export interface PlacardCheck {
  meets: boolean;
  reasons: string[];
}

/** Whether a tyre carries at least the vehicle placard's load index and speed rating. */
export function meetsPlacard(
  tyre: { loadIndex: string | null; speedRating: SpeedRating | null },
  placard: { loadIndex: number; speedRating: SpeedRating },
): PlacardCheck {
  const reasons: string[] = [];
  const load = loadIndexOf(tyre.loadIndex);
  if (load === null || load < placard.loadIndex) {
    reasons.push(`Load index ${load ?? 'unknown'} is below the placard's ${placard.loadIndex}`);
  }
  if (tyre.speedRating === null || speedRank(tyre.speedRating) < speedRank(placard.speedRating)) {
    reasons.push(
      `Speed rating ${tyre.speedRating ?? 'unknown'} is below the placard's ${placard.speedRating}`,
    );
  }
  return { meets: reasons.length === 0, reasons };
}

/**
 * The rim widths (inches, in half-inch steps) a tyre section width (mm) may be mounted on: about 68 %
 * to 92 % of the section width, the span of the tyre makers' approved-rim tables for passenger and 4x4
 * tyres. A guide for choosing a package; the tyre maker's table is the authority.
 */
export function rimWidthRange(sectionWidthMm: number): { min: number; max: number } {
  const halfInch = (inches: number) => Math.round(inches * 2) / 2;
  return { min: halfInch((sectionWidthMm * 0.68) / 25.4), max: halfInch((sectionWidthMm * 0.92) / 25.4) };
}

/** Whether a tyre goes on a wheel: the same rim diameter and a rim width the tyre's width takes. */
export function tyreFitsWheel(
  tyre: { width: number; rim: number },
  wheel: { diameter: number; rimWidth: number },
): { fits: boolean; reason: string } {
  if (tyre.rim !== wheel.diameter) {
    return { fits: false, reason: `A ${tyre.rim}" tyre does not go on a ${wheel.diameter}" wheel` };
  }
  const { min, max } = rimWidthRange(tyre.width);
  const fits = wheel.rimWidth >= min && wheel.rimWidth <= max;
  return {
    fits,
    reason: fits
      ? `${tyre.width} mm tyre suits a ${wheel.rimWidth}" rim (${min}–${max}")`
      : `${tyre.width} mm tyre needs a ${min}–${max}" rim, not ${wheel.rimWidth}"`,
  };
}
