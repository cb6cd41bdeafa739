import { formatAud, type Cents } from './money.ts';

/** A customer account's team roles (docs/product.md §16); the server checks them on every call. */
export const TEAM_ROLES = ['owner', 'buyer', 'viewer'] as const;
export type TeamRole = (typeof TEAM_ROLES)[number];

export const TEAM_ROLE_LABELS: Record<TeamRole, string> = {
  owner: 'Owner',
  buyer: 'Buyer',
  viewer: 'Viewer',
};

/** Who may do what on a customer account. */
export const TEAM_PERMISSIONS = {
  /** Look up and see prices, and the documents that carry them. */
  seePrices: ['owner', 'buyer'],
  /** Place an order (a buyer only up to their order limit). */
  placeOrders: ['owner', 'buyer'],
  /** Invite, change and disable the team's users, and approve or reject orders over a buyer's limit. */
  manageTeam: ['owner'],
  /** Set the sell prices (markup and fees) of the account's retail quotes. */
  setSellPrices: ['owner'],
  /** Ask to return goods of a delivered or collected order, and follow the account's returns. */
  requestReturns: ['owner', 'buyer'],
} as const satisfies Record<string, readonly TeamRole[]>;

export type TeamPermission = keyof typeof TEAM_PERMISSIONS;

export function teamMay(role: TeamRole, permission: TeamPermission): boolean {
  return (TEAM_PERMISSIONS[permission] as readonly TeamRole[]).includes(role);
}

/** Why a role is refused, in words a person on the team understands. */
export const TEAM_REFUSALS: Record<TeamPermission, string> = {
  seePrices: 'Your role on this account (viewer) does not include prices. Ask an owner of the account.',
  placeOrders:
    'Your role on this account (viewer) cannot place orders. Ask an owner or a buyer of the account.',
  manageTeam: 'Only an owner of the account can manage its team and approve orders.',
  setSellPrices: 'Only an owner of the account sets its sell prices.',
  requestReturns:
    'Your role on this account (viewer) cannot return goods. Ask an owner or a buyer of the account.',
};

/** A buyer's order over their limit: the limit and the order's total, both named. */
export function overOrderLimitMessage(limit: Cents, total: Cents): string {
  return `Your order limit is ${formatAud(limit)}; this order comes to ${formatAud(total)}. Ask an owner of the account to place it.`;
}

/** Whether a user of this role may carry an order limit: only a buyer does. */
export function hasOrderLimit(role: TeamRole): boolean {
  return role === 'buyer';
}

/** The order limit a user of this role keeps (see `hasOrderLimit`), and null means none. */
export function orderLimitFor(role: TeamRole, limit: Cents | null): Cents | null {
  return hasOrderLimit(role) ? limit : null;
}

/** Whether an order of `total` is over the user's limit (see `orderLimitFor`). */
export function isOverOrderLimit(role: TeamRole, limit: Cents | null, total: Cents): boolean {
  const kept = orderLimitFor(role, limit);
  return kept !== null && total > kept;
}

interface Priced {
  total: number | null;
}
interface PricedOrder extends Priced {
  subtotal: number | null;
  gst: number | null;
  delivery_fee: number | null;
  lines: { unit_price: number | null; line_total: number | null }[];
  credit_notes?: { amount: number | null }[] | undefined;
}

/** An order summary as a team member sees it: a viewer gets no money (the same object for everyone else). */
export function summaryForRole<T extends Priced>(role: TeamRole, summary: T): T {
  return teamMay(role, 'seePrices') ? summary : { ...summary, total: null };
}

/** An order with its lines as a team member sees it: a viewer gets no money in it. */
export function orderForRole<T extends PricedOrder>(role: TeamRole, order: T): T {
  if (teamMay(role, 'seePrices')) return order;
  return {
    ...order,
    total: null,
    subtotal: null,
    gst: null,
    delivery_fee: null,
    lines: order.lines.map((line) => ({ ...line, unit_price: null, line_total: null })),
    ...(order.credit_notes && {
      credit_notes: order.credit_notes.map((note) => ({ ...note, amount: null })),
    }),
  };
}
