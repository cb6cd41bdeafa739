import { describe, expect, it } from 'vitest';
import { hasOrderLimit, isOverOrderLimit, orderLimitFor, TEAM_ROLES } from './team.ts';

describe('a user’s order limit', () => {
  it('is a buyer’s alone to carry', () => {
    expect(TEAM_ROLES.filter(hasOrderLimit)).toEqual(['buyer']);
  });

  it('is kept only for a buyer', () => {
    expect(orderLimitFor('buyer', 50_000)).toBe(50_000);
    expect(orderLimitFor('owner', 50_000)).toBeNull();
    expect(orderLimitFor('viewer', 50_000)).toBeNull();
  });

  it('is none for a buyer given none', () => {
    expect(orderLimitFor('buyer', null)).toBeNull();
  });

  it('refuses a buyer’s order over it, and lets one at it through', () => {
    expect(isOverOrderLimit('buyer', 50_000, 50_001)).toBe(true);
    expect(isOverOrderLimit('buyer', 50_000, 50_000)).toBe(false);
    expect(isOverOrderLimit('buyer', null, 10_000_000)).toBe(false);
  });

  it('never holds back an owner or a viewer, whatever limit a row still carries', () => {
    for (const role of TEAM_ROLES.filter((r) => r !== 'buyer')) {
      expect(isOverOrderLimit(role, 1, 1_000_000)).toBe(false);
    }
  });
});
