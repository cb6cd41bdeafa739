/** The order lifecycle of docs/product.md §14, in the order an order goes through it. */
export const ORDER_STATUSES = [
  'submitted',
  'confirmed',
  'picking',
  'backordered',
  'dispatched',
  'ready_for_pickup',
  'delivered',
  'collected',
  'cancelled',
] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

export const ORDER_STATUS_LABELS: Record<OrderStatus, string> = {
  submitted: 'Submitted',
  confirmed: 'Confirmed',
  picking: 'Picking',
  backordered: 'Backordered',
  dispatched: 'Dispatched',
  ready_for_pickup: 'Ready for pick-up',
  delivered: 'Delivered',
  collected: 'Collected',
  cancelled: 'Cancelled',
};

/** Orders still to be worked on, in the order the warehouse meets them (the staff queue's order). */
export const OPEN_ORDER_STATUSES = [
  'submitted',
  'confirmed',
  'picking',
  'backordered',
  'ready_for_pickup',
  'dispatched',
] as const satisfies readonly OrderStatus[];

/** Where an order ends: nothing moves it on. */
export const CLOSED_ORDER_STATUSES = [
  'delivered',
  'collected',
  'cancelled',
] as const satisfies readonly OrderStatus[];

export function isOpenOrderStatus(status: OrderStatus): boolean {
  return (OPEN_ORDER_STATUSES as readonly OrderStatus[]).includes(status);
}

export function isOrderStatus(value: unknown): value is OrderStatus {
  return (ORDER_STATUSES as readonly unknown[]).includes(value);
}

/** Where an order may go next; a delivery ends delivered, a pick-up collected, and only unpacked orders cancel. */
export function nextStatuses(status: OrderStatus, isPickUp: boolean): OrderStatus[] {
  switch (status) {
    case 'submitted':
      return ['confirmed', 'cancelled'];
    case 'confirmed':
      return ['picking', 'cancelled'];
    case 'picking':
      return [isPickUp ? 'ready_for_pickup' : 'dispatched', 'cancelled'];
    case 'backordered':
      return [isPickUp ? 'ready_for_pickup' : 'dispatched'];
    case 'dispatched':
      return isPickUp ? [] : ['delivered'];
    case 'ready_for_pickup':
      return isPickUp ? ['collected'] : [];
    case 'delivered':
    case 'collected':
    case 'cancelled':
      return [];
  }
}

export function canTransition(from: OrderStatus, to: OrderStatus, isPickUp: boolean): boolean {
  return nextStatuses(from, isPickUp).includes(to);
}

/**
 * Where every one of several orders may go next (a bulk move): the statuses each could move to, in the
 * lifecycle's order; none for no orders.
 */
export function commonNextStatuses(
  orders: readonly { status: OrderStatus; isPickUp: boolean }[],
): OrderStatus[] {
  if (orders.length === 0) return [];
  const each = orders.map((order) => nextStatuses(order.status, order.isPickUp));
  return ORDER_STATUSES.filter((status) => each.every((next) => next.includes(status)));
}
