import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Product } from '@tyreline/domain/contract/catalogue';
import type { Vehicle, VehicleFitment, VehicleVariant } from '@tyreline/domain/contract/vehicles';
import { startTestApp, type TestApp } from '../../../test/support/test-app.ts';

let t: TestApp;
let trade: { authorization: string };
beforeAll(async () => {
  t = await startTestApp();
  trade = await t.authAs('trade@example.com');
});
afterAll(() => t?.close());

async function get<T>(url: string, query: Record<string, string> = {}, headers = trade) {
  const response = await t.app.inject({ method: 'GET', url, query, headers });
  return {
    status: response.statusCode,
    body: response.json() as { data: T; message?: string; errors?: Record<string, string[]> },
  };
}

async function variantOf(model: string, year: string, variant: string): Promise<VehicleVariant> {
  const make = model === 'Ranger' ? 'Ford' : 'Toyota';
  const { body } = await get<VehicleVariant[]>('/api/cus/vehicles', { make, model, year });
  const found = body.data.find((v) => v.variant === variant);
  expect(found, `${year} ${model} ${variant}`).toBeDefined();
  return found!;
}
const fitmentOf = async (id: number) =>
  (await get<VehicleFitment>(`/api/cus/vehicles/${id}/fitment`)).body.data;
const named = <T extends { product: Product }>(items: T[], name: string): T => {
  const found = items.find((i) => i.product.name.startsWith(name));
  expect(found, name).toBeDefined();
  return found!;
};
const inStock = (p: Product) =>
  p.warehouse_availability.some((w) => w.availability === '8+' || w.availability > 0);

describe('finding a vehicle', () => {
  it('goes from the makes to a model, its years (newest first) and the variants of one year', async () => {
    const makes = await get<string[]>('/api/cus/vehicles/makes');
    expect(makes.body.data).toEqual(expect.arrayContaining(['Ford', 'Isuzu', 'Mazda', 'Toyota']));
    const models = await get<string[]>('/api/cus/vehicles/models', { make: 'Toyota' });
    expect(models.body.data).toEqual(expect.arrayContaining(['Hilux', 'LandCruiser 300', 'Prado', 'RAV4']));
    const years = await get<number[]>('/api/cus/vehicles/years', { make: 'Toyota', model: 'Hilux' });
    expect(years.body.data[0]).toBe(2025);
    expect(years.body.data).toContain(2019);
    expect(years.body.data).toEqual([...years.body.data].sort((a, b) => b - a));
    const variants = await get<VehicleVariant[]>('/api/cus/vehicles', {
      make: 'Toyota',
      model: 'Hilux',
      year: '2019',
    });
    expect(variants.body.data.map((v) => v.variant)).toEqual(
      expect.arrayContaining(['Rogue', 'Rugged X', 'SR 4x4', 'SR5', 'Workmate 4x4']),
    );
    for (const v of variants.body.data) expect(v.year_from <= 2019 && v.year_to >= 2019).toBe(true);
  });

  it('reads a make and model in any case', async () => {
    const { status, body } = await get<number[]>('/api/cus/vehicles/years', {
      make: 'toyota',
      model: 'HILUX',
    });
    expect(status).toBe(200);
    expect(body.data).toContain(2019);
  });

  it('gives a 2019 Hilux SR5 its factory size, wheel fitment and placard', async () => {
    const sr5 = await variantOf('Hilux', '2019', 'SR5');
    const { status, body } = await get<Vehicle>(`/api/cus/vehicles/${sr5.id}`);
    expect(status).toBe(200);
    expect(body.data).toMatchObject({
      make: 'Toyota',
      model: 'Hilux',
      variant: 'SR5',
      tyre_sizes: [{ axle: 'front', size: '265/65R17', width: 265, profile: 65, rim: 17 }],
      wheel: { bolt_pattern: '6x139.7', centre_bore: 106.1, thread: 'M12x1.5', fastener: 'conical nut' },
      placard: { load_index: 112, speed_rating: 'S' },
    });
  });

  it('gives a staggered car a rear size of its own', async () => {
    const { body } = await get<VehicleVariant[]>('/api/cus/vehicles', {
      make: 'Ford',
      model: 'Mustang',
      year: '2018',
    });
    const mustang = await get<Vehicle>(`/api/cus/vehicles/${body.data[0]!.id}`);
    expect(mustang.body.data.tyre_sizes.map((s) => `${s.axle} ${s.size}`)).toEqual([
      'front 255/40R19',
      'rear 275/40R19',
    ]);
  });
});

describe('what fits a vehicle', () => {
  it('lists the tyres in stock in a 2019 Hilux SR5’s size and marks the one below the placard', async () => {
    const { vehicle, tyres } = await fitmentOf((await variantOf('Hilux', '2019', 'SR5')).id);
    expect(vehicle.variant).toBe('SR5');
    expect(tyres.length).toBeGreaterThanOrEqual(3);
    for (const tyre of tyres) {
      expect(tyre.product.size).toBe('265/65R17');
      expect(tyre.axles).toEqual(['front']);
      expect(inStock(tyre.product)).toBe(true);
      // The trade account's price switch is off: its prices come inline, as in the listings.
      expect(tyre.product.price?.bestPrice).toBeGreaterThan(0);
    }
    expect(named(tyres, 'Bridgestone Dueler H/T 684 II')).toMatchObject({
      meets_placard: true,
      placard_notes: [],
    });
    expect(named(tyres, 'Yokohama Geolandar X-MT G005')).toMatchObject({
      meets_placard: false,
      placard_notes: ["Speed rating Q is below the placard's S"],
    });
  });

  it('checks each wheel with the Hilux bolt pattern: bore, offset, and fitting ones first', async () => {
    const { wheels } = await fitmentOf((await variantOf('Hilux', '2019', 'SR5')).id);
    for (const wheel of wheels) {
      expect(wheel.product.bolt_pattern).toBe('6x139.7');
      expect(wheel.product.diameter).toBeGreaterThanOrEqual(17);
    }
    const fits = wheels.map((w) => w.fits);
    expect(fits).toEqual([...fits].sort((a, b) => Number(b) - Number(a)));
    expect(named(wheels, 'ROH Assault 18x9 6x139.7 ET20')).toMatchObject({ fits: true, hub_ring: null });
    const smallBore = named(wheels, 'King Raptor 17x8 6x139.7 ET25');
    expect(smallBore.fits).toBe(false);
    expect(smallBore.checks.find((c) => c.check === 'centre_bore')).toEqual({
      check: 'centre_bore',
      ok: false,
      reason: 'Centre bore 93.1 mm is smaller than the 106.1 mm hub: it will not go on',
    });
    const deepOffset = named(wheels, 'Simmons OM-1 20x9 6x139.7 ET-12');
    expect(deepOffset.fits).toBe(false);
    expect(deepOffset.checks.find((c) => c.check === 'offset')?.reason).toBe(
      "Offset ET-12 is outside the vehicle's ET-10 to ET35",
    );
  });

  it('fits a Ranger with its own bore, or a larger one with a hub ring, and holds its tyres to its placard', async () => {
    const { tyres, wheels } = await fitmentOf((await variantOf('Ranger', '2019', 'XLT')).id);
    expect(named(wheels, 'King Raptor 17x8 6x139.7 ET25')).toMatchObject({ fits: true, hub_ring: null });
    const ringed = named(wheels, 'ROH Assault 18x9 6x139.7 ET20');
    expect(ringed).toMatchObject({ fits: true, hub_ring: { from: 106.1, to: 93.1 } });
    expect(ringed.checks.find((c) => c.check === 'centre_bore')?.reason).toBe(
      'Centre bore 106.1 mm fits with a 106.1–93.1 mm hub ring',
    );
    // The Ranger XLT's placard is 112T: an S-rated tyre the Hilux takes is below it.
    expect(named(tyres, 'Bridgestone Dueler H/T 684 II')).toMatchObject({ meets_placard: false });
    expect(named(tyres, 'Toyo Open Country H/T II')).toMatchObject({ meets_placard: true });
  });

  it('shows an account whose lookups cost credit no price until it asks', async () => {
    const brisbane = await t.authAs('brisbane@example.com');
    const sr5 = await variantOf('Hilux', '2019', 'SR5');
    const { status, body } = await get<VehicleFitment>(`/api/cus/vehicles/${sr5.id}/fitment`, {}, brisbane);
    expect(status).toBe(200);
    expect(body.data.tyres.length).toBeGreaterThan(0);
    for (const tyre of body.data.tyres) expect(tyre.product.price ?? null).toBeNull();
  });
});

describe('vehicles that are not there', () => {
  it('answers 404 for an unknown vehicle, make or model, and for a year the model was not made', async () => {
    expect((await get('/api/cus/vehicles/999999')).status).toBe(404);
    expect((await get('/api/cus/vehicles/999999/fitment')).status).toBe(404);
    expect((await get('/api/cus/vehicles/models', { make: 'Trabant' })).body.message).toBe(
      'No vehicles of the make Trabant',
    );
    expect((await get('/api/cus/vehicles/years', { make: 'Toyota', model: 'Hilox' })).status).toBe(404);
    const before = await get('/api/cus/vehicles', { make: 'Toyota', model: 'Hilux', year: '1990' });
    expect(before).toMatchObject({ status: 404, body: { message: 'No Toyota Hilux of 1990' } });
  });

  it.each(['1800', '2999', 'abc', '2019.5'])(
    'answers 422 naming the year for the impossible year %s',
    async (year) => {
      const { status, body } = await get('/api/cus/vehicles', { make: 'Toyota', model: 'Hilux', year });
      expect(status).toBe(422);
      expect(body.errors?.year?.[0]).toMatch(/year/);
    },
  );

  it('answers 422 when the make is missing', async () => {
    const { status, body } = await get('/api/cus/vehicles/models');
    expect(status).toBe(422);
    expect(body.errors?.make).toEqual(['Make is required']);
  });
});
