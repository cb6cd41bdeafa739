import { describe, expect, it } from 'vitest';
import { formatAbn, isValidAbn } from './abn.ts';

describe('the ABN checksum', () => {
  it('accepts real ABNs, with or without the spaces people write', () => {
    expect(isValidAbn('51824753556')).toBe(true); // the Australian Business Register's own example
    expect(isValidAbn('51 824 753 556')).toBe(true);
    expect(isValidAbn('53 004 085 616')).toBe(true);
  });

  it('refuses a changed digit, a wrong length and letters', () => {
    expect(isValidAbn('51 824 753 557')).toBe(false);
    expect(isValidAbn('5182475355')).toBe(false);
    expect(isValidAbn('518247535561')).toBe(false);
    expect(isValidAbn('51 824 753 55a')).toBe(false);
    expect(isValidAbn('')).toBe(false);
  });

  it('prints eleven digits in the usual groups of 2, 3, 3 and 3', () => {
    expect(formatAbn('51824753556')).toBe('51 824 753 556');
  });
});
