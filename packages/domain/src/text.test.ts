import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { hasControlCharacters, isCalendarDate } from './text.ts';

describe('hasControlCharacters', () => {
  it('finds NUL and the other C0 controls and DEL anywhere in a string', () => {
    for (const c of ['\u0000', '\u0001', '\u0008', '\u000B', '\u001F', '\u007F']) {
      expect(hasControlCharacters(`a${c}b`)).toBe(true);
    }
  });

  it('lets tab, line breaks and any printable text through, accents and emoji included', () => {
    expect(hasControlCharacters('12 Smith St\r\nUnit 4\tRear')).toBe(false);
    expect(hasControlCharacters('Pneus Côté — 🚗 ä')).toBe(false);
  });

  it('never flags a string made only of printable ASCII', () => {
    fc.assert(
      fc.property(
        fc.string({ unit: fc.integer({ min: 0x20, max: 0x7e }).map((c) => String.fromCharCode(c)) }),
        (s) => {
          expect(hasControlCharacters(s)).toBe(false);
        },
      ),
    );
  });
});

describe('isCalendarDate', () => {
  it('accepts real dates, leap days included', () => {
    for (const d of ['2026-03-31', '2024-02-29', '2000-01-01', '2099-12-31'])
      expect(isCalendarDate(d)).toBe(true);
  });

  it('refuses dates that match the pattern but do not exist or lie outside 2000–2099', () => {
    for (const d of [
      '2026-02-30',
      '2026-13-45',
      '0000-01-01',
      '1999-00-00',
      '2025-02-29',
      '1999-12-31',
      '2100-01-01',
    ]) {
      expect(isCalendarDate(d)).toBe(false);
    }
  });

  it('agrees with the calendar for every day of the years it accepts', () => {
    fc.assert(
      fc.property(
        fc.date({
          min: new Date('2000-01-01T00:00:00Z'),
          max: new Date('2099-12-31T00:00:00Z'),
          noInvalidDate: true,
        }),
        (d) => {
          expect(isCalendarDate(d.toISOString().slice(0, 10))).toBe(true);
        },
      ),
    );
  });
});
