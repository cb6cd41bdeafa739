import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { WarehouseEstimate } from '@tyreline/domain/contract/delivery';
import { loadConfig } from '../../env.ts';
import { startTestApp, type TestApp } from '../../../test/support/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ testNow: new Date('2026-11-25T09:10:00+10:00') });
});
afterAll(() => t?.close());

describe('the test clock (TYRELINE_NOW)', () => {
  it('is refused under NODE_ENV=production and must be an instant', () => {
    expect(() => loadConfig({ TYRELINE_NOW: '2026-11-25T09:10:00Z', NODE_ENV: 'production' })).toThrow(
      /tests only/,
    );
    expect(() => loadConfig({ TYRELINE_NOW: 'tomorrow' })).toThrow(/ISO instant/);
    expect(loadConfig({ TYRELINE_NOW: '2026-11-25T09:10:00+10:00' }).testNow?.toISOString()).toBe(
      '2026-11-24T23:10:00.000Z',
    );
  });

  it('fixes the delivery clock, and PUT /api/test/clock walks it past a cut-off', async () => {
    const trade = await t.authAs('trade@example.com');
    const north = async () => {
      const response = await t.app.inject({
        method: 'GET',
        url: '/api/cus/delivery-estimates',
        headers: trade,
      });
      const { data } = response.json() as { data: WarehouseEstimate[] };
      return data.find((w) => w.warehouse_name === 'Brisbane North')!.delivery?.message;
    };
    expect(await north()).toBe('Order in the next 1 h 20 min for delivery this afternoon');
    const moved = await t.app.inject({
      method: 'PUT',
      url: '/api/test/clock',
      payload: { now: '2026-11-25T10:31:00+10:00' },
    });
    expect(moved.statusCode).toBe(200);
    expect(await north()).toBe('Order in the next 4 h 29 min for delivery tomorrow morning');
  });

  it('answers 422 for a time that is not an instant', async () => {
    const response = await t.app.inject({ method: 'PUT', url: '/api/test/clock', payload: { now: 'soon' } });
    expect(response.statusCode).toBe(422);
  });
});
