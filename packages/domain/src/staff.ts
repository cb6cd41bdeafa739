/** The supplier's staff roles (docs/product.md §17); the server checks them on every call. */
export const STAFF_ROLES = ['admin', 'sales', 'warehouse'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

export const STAFF_ROLE_LABELS: Record<StaffRole, string> = {
  admin: 'Administrator',
  sales: 'Sales',
  warehouse: 'Warehouse',
};

export function isStaffRole(value: unknown): value is StaffRole {
  return (STAFF_ROLES as readonly unknown[]).includes(value);
}

/** Who may do what; each staff route names one of these. */
export const STAFF_PERMISSIONS = {
  /** See who one is signed in as, and sign out. */
  useOwnSession: ['admin', 'sales', 'warehouse'],
  /** See and move orders along the status flow, one by one or in bulk, and print pick lists. */
  moveOrders: ['admin', 'sales', 'warehouse'],
  /** Accounts: create, edit, credit, disable and enable; their users; their ledger and payments. */
  manageAccounts: ['admin', 'sales'],
  /** The dashboard; its accounts-near-their-limit panel only for manageAccounts. */
  viewDashboard: ['admin', 'sales', 'warehouse'],
  /** Import product and contract-price CSV files (dry run and commit). */
  importCatalogue: ['admin', 'sales'],
  /** Import stock CSV files, and see the import history. */
  importStock: ['admin', 'sales', 'warehouse'],
  /** See products with their exact stock and movements, and the back office's catalogue options. */
  viewCatalogue: ['admin', 'sales', 'warehouse'],
  /** Edit, deactivate and reactivate products; set and remove accounts' contract prices. */
  editCatalogue: ['admin', 'sales'],
  /** Set a product's stock level at a warehouse, with a reason (a stock movement). */
  adjustStock: ['admin', 'warehouse'],
  /** Change an order's lines before picking (quantities, removals, additions). */
  editOrders: ['admin', 'sales'],
  /** See returns and warranty claims, and keep internal notes on orders. */
  viewAfterSale: ['admin', 'sales', 'warehouse'],
  /** Approve or reject a return request. */
  decideReturns: ['admin', 'sales'],
  /** Receive returned goods into a warehouse (back on the shelf, or written off). */
  receiveReturns: ['admin', 'warehouse'],
  /** Approve, adjust or reject a warranty claim's credit. */
  decideClaims: ['admin', 'sales'],
  /** Read the audit log. */
  readAudit: ['admin'],
  /** Staff sign-ins: create, change role, disable and enable, reset a password. */
  manageStaff: ['admin'],
  /** Read the outbox: every message with its status and body. */
  readMail: ['admin'],
  /** Send a message again. */
  manageMail: ['admin'],
} as const satisfies Record<string, readonly StaffRole[]>;

export type StaffPermission = keyof typeof STAFF_PERMISSIONS;

/** Whether a member of staff may do something; without a role (not signed in yet), nothing. */
export function staffMay(role: StaffRole | undefined, permission: StaffPermission): boolean {
  return role !== undefined && (STAFF_PERMISSIONS[permission] as readonly StaffRole[]).includes(role);
}
