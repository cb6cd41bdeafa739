import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { abnDigits, formatAbn, isValidAbn } from './abn.ts';

describe('the ABN checksum', () => {
  it('accepts the ATO’s example ABN, with or without its spaces', () => {
    expect(isValidAbn('51 824 753 556')).toBe(true);
    expect(isValidAbn('51824753556')).toBe(true);
    expect(isValidAbn(' 51 824 753 556 ')).toBe(true);
  });

  it('accepts other real ABNs', () => {
    expect(isValidAbn('53 004 085 616')).toBe(true);
    expect(isValidAbn('33 051 775 556')).toBe(true);
  });

  it('refuses a number whose weighted sum is not a multiple of 89', () => {
    expect(isValidAbn('51 824 753 557')).toBe(false);
    expect(isValidAbn('15 824 753 556')).toBe(false);
    expect(isValidAbn('00 000 000 000')).toBe(false);
  });

  it('refuses anything but eleven digits', () => {
    for (const value of [
      '',
      '5182475355',
      '518247535560',
      '51-824-753-556',
      'ABN 51 824 753 556',
      '5182475355a',
    ])
      expect(isValidAbn(value), value).toBe(false);
  });

  it('refuses every single-digit change of a valid ABN', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10 }), fc.integer({ min: 1, max: 9 }), (position, step) => {
        const digits = '51824753556'.split('');
        digits[position] = String((Number(digits[position]) + step) % 10);
        expect(isValidAbn(digits.join(''))).toBe(false);
      }),
    );
  });
});

describe('an ABN as it is printed', () => {
  it('groups the eleven digits 2-3-3-3', () => {
    expect(formatAbn('51824753556')).toBe('51 824 753 556');
    expect(formatAbn('51 8247 53556')).toBe('51 824 753 556');
  });

  it('leaves a value that is not eleven digits as it was, trimmed', () => {
    expect(formatAbn(' 123 ')).toBe('123');
  });

  it('reduces an ABN as people write it to its eleven digits', () => {
    expect(abnDigits(' 51 824  753 556')).toBe('51824753556');
  });
});
