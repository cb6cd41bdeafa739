import { describe, expect, it } from 'vitest';
import { STAFF_PERMISSIONS, STAFF_ROLES, staffMay, type StaffPermission } from './staff.ts';
import { mayImport } from './contract/staff-imports.ts';

const permissions = Object.keys(STAFF_PERMISSIONS) as StaffPermission[];

describe('what a member of staff may do', () => {
  it('is exactly what the permission table lists for their role', () => {
    for (const permission of permissions) {
      const allowed = STAFF_ROLES.filter((role) => staffMay(role, permission));
      expect(allowed).toEqual([...STAFF_PERMISSIONS[permission]]);
    }
  });

  it('is nothing without a role (not signed in yet)', () => {
    for (const permission of permissions) expect(staffMay(undefined, permission)).toBe(false);
  });

  it('includes managing staff for administrators only', () => {
    expect(STAFF_ROLES.filter((role) => staffMay(role, 'manageStaff'))).toEqual(['admin']);
  });

  it('includes one’s own session for every role', () => {
    for (const role of STAFF_ROLES) expect(staffMay(role, 'useOwnSession')).toBe(true);
  });

  it('includes stock imports for the warehouse, but no catalogue, price, vehicle or run imports', () => {
    expect(mayImport('warehouse', 'stock')).toBe(true);
    for (const kind of ['products', 'prices', 'vehicles', 'delivery_runs'] as const) {
      expect(mayImport('warehouse', kind)).toBe(false);
      expect(mayImport('sales', kind)).toBe(true);
    }
  });
});
