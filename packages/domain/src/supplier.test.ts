import { describe, expect, it } from 'vitest';
import { SUPPLIER_TIME_ZONE } from './supplier.ts';

const offsetOn = (isoDate: string) =>
  new Intl.DateTimeFormat('en-AU', { timeZone: SUPPLIER_TIME_ZONE, timeZoneName: 'longOffset' })
    .formatToParts(new Date(`${isoDate}T12:00:00Z`))
    .find((part) => part.type === 'timeZoneName')?.value;

describe('the supplier’s time zone', () => {
  it('is Brisbane’s', () => {
    expect(SUPPLIER_TIME_ZONE).toBe('Australia/Brisbane');
  });

  it('is ten hours ahead of UTC in summer and winter alike, so the supplier’s day has no daylight-saving shift', () => {
    expect(offsetOn('2026-01-15')).toBe('GMT+10:00');
    expect(offsetOn('2026-07-15')).toBe('GMT+10:00');
  });
});
