import { describe, expect, it } from 'vitest';
import { presetPeriod } from './statement-period.ts';

describe('presetPeriod', () => {
  const today = new Date(2026, 10, 23); // 23 Nov 2026

  it('counts months from the first of the month to today or the month’s last day', () => {
    expect(presetPeriod('This month', today)).toEqual({ from: '2026-11-01', to: '2026-11-23' });
    expect(presetPeriod('Last month', today)).toEqual({ from: '2026-10-01', to: '2026-10-31' });
    expect(presetPeriod('Last 3 months', today)).toEqual({ from: '2026-09-01', to: '2026-11-23' });
  });

  it('starts the Australian financial year on 1 July', () => {
    expect(presetPeriod('This financial year', today)).toEqual({ from: '2026-07-01', to: '2026-11-23' });
    expect(presetPeriod('Last financial year', today)).toEqual({ from: '2025-07-01', to: '2026-06-30' });
    expect(presetPeriod('This financial year', new Date(2026, 2, 5))).toEqual({
      from: '2025-07-01',
      to: '2026-03-05',
    });
  });

  it('crosses a year boundary in January', () => {
    expect(presetPeriod('Last month', new Date(2027, 0, 9))).toEqual({
      from: '2026-12-01',
      to: '2026-12-31',
    });
  });
});
