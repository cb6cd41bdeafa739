import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { describeTyreSearch, formatTyreSize, parsePcd, parseTyreSearch, parseTyreSize } from './tyre-size.ts';

describe('parseTyreSize', () => {
  const full = { width: 205, profile: 55, rim: 16 };

  it.each([
    '205/55R16',
    '205/55/16',
    '2055516',
    '205 55 16',
    '205-55-16',
    '205/55 R16',
    '205/55ZR16',
    '205/55r16',
  ])('reads %s as 205/55R16', (text) => {
    expect(parseTyreSize(text)).toEqual(full);
  });

  it('tolerates surrounding spaces and a load index and speed rating after the size', () => {
    expect(parseTyreSize('  205/55R16  ')).toEqual(full);
    expect(parseTyreSize('205/55R16 91V')).toEqual(full);
    expect(parseTyreSize('LT265/75R16 123/120S')).toEqual({ width: 265, profile: 75, rim: 16 });
  });

  it('reads a partly typed size as far as it goes', () => {
    expect(parseTyreSize('205/55')).toEqual({ width: 205, profile: 55 });
    expect(parseTyreSize('205')).toEqual({ width: 205 });
  });

  it('reads light-truck and P-metric sizes without their prefix', () => {
    expect(parseTyreSize('LT265/75R16')).toEqual({ width: 265, profile: 75, rim: 16 });
    expect(parseTyreSize('lt265/75r16')).toEqual({ width: 265, profile: 75, rim: 16 });
    expect(parseTyreSize('P215/65R15')).toEqual({ width: 215, profile: 65, rim: 15 });
  });

  it('reads other real sizes', () => {
    expect(parseTyreSize('265/65R17')).toEqual({ width: 265, profile: 65, rim: 17 });
    expect(parseTyreSize('225/75R17.5')).toEqual({ width: 225, profile: 75, rim: 17.5 });
    expect(parseTyreSize('195R14')).toEqual({ width: 195, rim: 14 });
  });

  it.each([
    '',
    'abc',
    '31x10.50',
    '10x31.50R15',
    '12',
    '20',
    '2055',
    '205/5',
    '205/55R',
    '205/55R1',
    '999/55R16',
    '205/10R16',
    '205/55R45',
    '205/55R16 hello',
  ])('refuses %j', (text) => {
    expect(parseTyreSize(text)).toBeNull();
  });

  it('reads back every size it writes', () => {
    const size = fc.record({
      width: fc.integer({ min: 12, max: 39 }).map((n) => n * 10 + 5),
      profile: fc.integer({ min: 5, max: 17 }).map((n) => n * 5),
      rim: fc.oneof(fc.integer({ min: 12, max: 24 }), fc.constantFrom(16.5, 17.5, 19.5, 22.5)),
    });
    fc.assert(
      fc.property(size, (s) => {
        expect(parseTyreSize(formatTyreSize(s))).toEqual(s);
      }),
    );
  });

  it('never throws, whatever it is given', () => {
    fc.assert(
      fc.property(fc.string(), (text) => {
        const size = parseTyreSize(text);
        expect(size === null || Number.isInteger(size.width)).toBe(true);
      }),
    );
  });
});

describe('parseTyreSearch', () => {
  it('keeps the load index and speed rating a size ends with, as filters', () => {
    expect(parseTyreSearch('205/55R16 91V')).toEqual({
      width: 205,
      profile: 55,
      rim: 16,
      loadIndex: 91,
      speedRating: 'V',
    });
    expect(parseTyreSearch('225/45R17 94W XL')).toMatchObject({ loadIndex: 94, speedRating: 'W' });
    expect(parseTyreSearch('LT265/75R16 123/120S')).toMatchObject({ loadIndex: 123, speedRating: 'S' });
    expect(describeTyreSearch(parseTyreSearch('205/55R16 91V')!)).toBe(
      '205/55R16, load index 91 or more, speed V or faster',
    );
  });

  it('reads light-truck sizes written either way', () => {
    expect(parseTyreSearch('LT265/75R16')).toEqual({ width: 265, profile: 75, rim: 16 });
    expect(parseTyreSearch('265/75R16C')).toEqual({ width: 265, profile: 75, rim: 16 });
    expect(parseTyreSearch('195R14C')).toEqual({ width: 195, rim: 14 });
  });

  it('reads flotation sizes as the catalogue stores them, and writes them back', () => {
    expect(parseTyreSearch('31x10.50R15')).toEqual({ width: 31, profile: 1050, rim: 15 });
    expect(parseTyreSearch('33X12.50R20LT 114Q')).toEqual({
      width: 33,
      profile: 1250,
      rim: 20,
      loadIndex: 114,
      speedRating: 'Q',
    });
    expect(parseTyreSearch('35x12.5R17')).toEqual({ width: 35, profile: 1250, rim: 17 });
    expect(formatTyreSize({ width: 31, profile: 1050, rim: 15 })).toBe('31x10.50R15');
  });
});

describe('formatTyreSize', () => {
  it('writes width/profileRrim', () => {
    expect(formatTyreSize({ width: 205, profile: 55, rim: 16 })).toBe('205/55R16');
    expect(formatTyreSize({ width: 225, profile: 75, rim: 17.5 })).toBe('225/75R17.5');
  });

  it('writes only the parts it has', () => {
    expect(formatTyreSize({ width: 205, profile: 55 })).toBe('205/55');
    expect(formatTyreSize({ width: 205 })).toBe('205');
    expect(formatTyreSize({ width: 195, rim: 14 })).toBe('195R14');
  });
});

describe('parsePcd', () => {
  it.each(['5x114.3', '5X114.3', '5/114.3', '5 x 114,3', ' 5×114.3 '])('reads %j as 5x114.3', (text) => {
    expect(parsePcd(text)).toBe('5x114.3');
  });

  it('writes a whole diameter without decimals', () => {
    expect(parsePcd('4x100')).toBe('4x100');
    expect(parsePcd('6x139.70')).toBe('6x139.7');
    expect(parsePcd('4x100.0')).toBe('4x100');
  });

  it.each(['', 'abc', '5x', 'x114.3', '114.3', '1x114.3', '5x12', '5x114.3x2'])('refuses %j', (text) => {
    expect(parsePcd(text)).toBeNull();
  });
});
