import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { SPEED_RATINGS } from './contract/catalogue.ts';
import {
  loadIndexOf,
  meetsPlacard,
  rimWidthRange,
  tyreFitsWheel,
  wheelFit,
  type HubSpec,
} from './fitment.ts';
import { productFit, threadOf } from './vehicle-fit.ts';

// A 2019 Toyota Hilux: 6x139.7, 106.1 mm hub, offsets ET0 to ET30 (public manufacturer figures, rounded).
const hilux: HubSpec = { boltPattern: '6x139.7', hubBore: 106.1, offsetMin: 0, offsetMax: 30 };

describe('wheelFit', () => {
  it('fits a wheel whose bolt pattern, bore and offset all match, in any PCD spelling', () => {
    const fit = wheelFit({ boltPattern: '6/139.7', centreBore: 106.1, offset: 20 }, hilux);
    expect(fit).toMatchObject({ fits: true, hubRing: null });
    expect(fit.checks.map((c) => c.ok)).toEqual([true, true, true]);
  });

  it('fits a larger bore with a hub ring, and says which ring', () => {
    const fit = wheelFit({ boltPattern: '6x139.7', centreBore: 110.1, offset: 10 }, hilux);
    expect(fit.fits).toBe(true);
    expect(fit.hubRing).toEqual({ from: 110.1, to: 106.1 });
    expect(fit.checks[1]!.reason).toBe('Centre bore 110.1 mm fits with a 110.1–106.1 mm hub ring');
  });

  it('never fits a smaller bore, another bolt pattern or an offset outside the range, and says why', () => {
    const fit = wheelFit({ boltPattern: '5x114.3', centreBore: 73.1, offset: 45 }, hilux);
    expect(fit.fits).toBe(false);
    expect(fit.checks.map((c) => c.reason)).toEqual([
      "Bolt pattern 5x114.3 is not the vehicle's 6x139.7",
      'Centre bore 73.1 mm is smaller than the 106.1 mm hub: it will not go on',
      "Offset ET45 is outside the vehicle's ET0 to ET30",
    ]);
  });

  it('fits exactly when every check passes, and a smaller bore never fits, whatever the numbers', () => {
    const spec = fc.record({
      boltPattern: fc.constantFrom('6x139.7', '5x114.3', '5x120', '4x100'),
      centreBore: fc.integer({ min: 540, max: 1250 }).map((n) => n / 10),
      offset: fc.integer({ min: -50, max: 60 }),
    });
    fc.assert(
      fc.property(spec, spec, (wheel, vehicle) => {
        const hub = {
          boltPattern: vehicle.boltPattern,
          hubBore: vehicle.centreBore,
          offsetMin: vehicle.offset - 15,
          offsetMax: vehicle.offset + 15,
        };
        const fit = wheelFit(wheel, hub);
        expect(fit.fits).toBe(fit.checks.every((c) => c.ok));
        if (wheel.centreBore < hub.hubBore - 0.05) expect(fit.fits).toBe(false);
        if (fit.hubRing) expect(fit.hubRing.from).toBeGreaterThan(fit.hubRing.to);
      }),
    );
  });
});

describe('meetsPlacard', () => {
  it('passes a tyre at or above the placard and names each shortfall', () => {
    expect(
      meetsPlacard({ loadIndex: '121/118', speedRating: 'S' }, { loadIndex: 112, speedRating: 'S' }),
    ).toEqual({
      meets: true,
      reasons: [],
    });
    expect(
      meetsPlacard({ loadIndex: '91', speedRating: 'H' }, { loadIndex: 94, speedRating: 'V' }).reasons,
    ).toEqual(["Load index 91 is below the placard's 94", "Speed rating H is below the placard's V"]);
  });

  it('ranks speed ratings in the order of docs/product.md §11 with Z between V and W, so a higher rating always meets a lower placard', () => {
    const rating = fc.constantFrom(...SPEED_RATINGS);
    fc.assert(
      fc.property(rating, rating, fc.integer({ min: 60, max: 130 }), (tyre, placard, load) => {
        const check = meetsPlacard(
          { loadIndex: String(load), speedRating: tyre },
          { loadIndex: load, speedRating: placard },
        );
        expect(check.meets).toBe(SPEED_RATINGS.indexOf(tyre) >= SPEED_RATINGS.indexOf(placard));
      }),
    );
  });

  it('reads the single-wheel figure of a dual load index', () => {
    expect(loadIndexOf('121/118')).toBe(121);
    expect(loadIndexOf('94')).toBe(94);
    expect(loadIndexOf('XL')).toBeNull();
  });
});

describe('tyreFitsWheel', () => {
  it('takes a 205 mm tyre on a 16 x 7 wheel but not on a 17" or a 9" wide one', () => {
    expect(tyreFitsWheel({ width: 205, rim: 16 }, { diameter: 16, rimWidth: 7 }).fits).toBe(true);
    expect(tyreFitsWheel({ width: 205, rim: 16 }, { diameter: 17, rimWidth: 7 })).toEqual({
      fits: false,
      reason: 'A 16" tyre does not go on a 17" wheel',
    });
    expect(tyreFitsWheel({ width: 205, rim: 16 }, { diameter: 16, rimWidth: 9 }).reason).toBe(
      '205 mm tyre needs a 5.5–7.5" rim, not 9"',
    );
  });

  it('gives wider tyres rim ranges that never start lower', () => {
    fc.assert(
      fc.property(fc.integer({ min: 135, max: 395 }), fc.integer({ min: 1, max: 60 }), (width, extra) => {
        const narrow = rimWidthRange(width);
        const wide = rimWidthRange(width + extra);
        expect(wide.min).toBeGreaterThanOrEqual(narrow.min);
        expect(narrow.max).toBeGreaterThan(narrow.min);
      }),
    );
  });

  it('fits exactly when the diameters match and the rim width is in the range of the tyre width, for any sizes', () => {
    const halfInches = fc.integer({ min: 8, max: 28 }).map((n) => n / 2);
    fc.assert(
      fc.property(
        fc.integer({ min: 135, max: 395 }),
        fc.integer({ min: 13, max: 24 }),
        fc.integer({ min: 13, max: 24 }),
        halfInches,
        (width, rim, diameter, rimWidth) => {
          const { min, max } = rimWidthRange(width);
          const fit = tyreFitsWheel({ width, rim }, { diameter, rimWidth });
          expect(fit.fits).toBe(rim === diameter && rimWidth >= min && rimWidth <= max);
          if (rim !== diameter) expect(fit.reason).toContain('does not go on');
        },
      ),
    );
  });
});

describe('productFit (the one rule of decision 0049)', () => {
  const vehicle = {
    wheel: {
      bolt_pattern: '6x139.7',
      centre_bore: 106.1,
      offset_min: -10,
      offset_max: 35,
      diameter_min: 17,
      diameter_max: 20,
      rim_width_min: 7,
      rim_width_max: 9,
      thread: 'M12x1.5',
      fastener: 'conical nut',
    },
    placard: { load_index: 112, speed_rating: 'S' },
  };
  const none = { bolt_pattern: null, center_bore: null, offset: null, load_index: null, speed_rating: null };
  const accessory = (name: string, auto_part_type = 'wheel_nut') =>
    productFit({ ...none, type: 'accessory', name, auto_part_type }, vehicle);

  it('refuses a passenger tyre below a Hilux placard of 112S and passes one at or above it', () => {
    const tyre = { ...none, type: 'tyre' as const, name: 'T', auto_part_type: null };
    expect(productFit({ ...tyre, load_index: '94', speed_rating: 'V' }, vehicle).reasons).toEqual([
      "Load index 94 is below the placard's 112",
    ]);
    expect(productFit({ ...tyre, load_index: '112/109', speed_rating: 'S' }, vehicle).fits).toBe(true);
  });

  it('matches add-ons on the thread, bolt pattern and hub bore they name, and passes those that name none', () => {
    expect(accessory('Acorn wheel nut M12 x 1.5 chrome').fits).toBe(true);
    expect(accessory('Wheel lock set M14x1.5 (4 + key)').reasons).toEqual([
      "Thread M14x1.5 is not the vehicle's M12x1.5",
    ]);
    expect(accessory('Wheel spacers 15 mm 5x114.3 (pair)', 'hub_ring').reasons).toEqual([
      "Bolt pattern 5x114.3 is not the vehicle's 6x139.7",
    ]);
    expect(accessory('Wheel spacers 20 mm 6x139.7 (pair)', 'hub_ring').fits).toBe(true);
    expect(accessory('Hub centric rings 73.1-66.1 (set of 4)', 'hub_ring').fits).toBe(false);
    expect(accessory('TR413 snap-in valve (100 pack)', 'valve').fits).toBe(true);
  });

  it('reads a thread however it is spelt', () => {
    expect(threadOf('M12 x 1.50 nut')).toBe('M12x1.5');
    expect(threadOf('no thread here')).toBeNull();
  });
});
