import { describe, expect, it } from 'vitest';
import { documentIdOf, documentNumber } from './document-number.ts';

describe('document numbers', () => {
  it('pads the id to six digits after its prefix', () => {
    expect(documentNumber('RMA', 1)).toBe('RMA-000001');
    expect(documentNumber('SO', 1234567)).toBe('SO-1234567');
    expect(documentNumber('Q', 1)).toBe('Q-000001');
  });

  it('reads a reference back to its id, with or without the prefix and in any case', () => {
    expect(documentIdOf('CN', 'CN-000012')).toBe(12);
    expect(documentIdOf('CN', 'cn12')).toBe(12);
    expect(documentIdOf('CN', ' 12 ')).toBe(12);
  });

  it('refuses a reference with another prefix', () => {
    expect(documentIdOf('RMA', 'SO-000001')).toBeUndefined();
  });
});
