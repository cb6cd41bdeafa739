import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  canTransition,
  CLOSED_ORDER_STATUSES,
  commonNextStatuses,
  isOpenOrderStatus,
  isOrderStatus,
  nextStatuses,
  OPEN_ORDER_STATUSES,
  ORDER_STATUS_LABELS,
  ORDER_STATUSES,
  type OrderStatus,
} from './order-status.ts';

describe('order statuses', () => {
  it('have a human label each', () => {
    expect(Object.keys(ORDER_STATUS_LABELS).sort()).toEqual([...ORDER_STATUSES].sort());
    expect(ORDER_STATUS_LABELS.ready_for_pickup).toBe('Ready for pick-up');
  });

  it('recognise only their own names', () => {
    expect(isOrderStatus('picking')).toBe(true);
    expect(isOrderStatus('shipped')).toBe(false);
    expect(isOrderStatus(3)).toBe(false);
  });

  it('take a delivery from submitted to delivered through dispatched', () => {
    const path: OrderStatus[] = ['submitted', 'confirmed', 'picking', 'dispatched', 'delivered'];
    for (let i = 1; i < path.length; i += 1) {
      expect(canTransition(path[i - 1]!, path[i]!, false)).toBe(true);
    }
    expect(nextStatuses('delivered', false)).toEqual([]);
  });

  it('take a pick-up from picking to collected through ready_for_pickup', () => {
    expect(nextStatuses('picking', true)).toEqual(['ready_for_pickup', 'cancelled']);
    expect(nextStatuses('ready_for_pickup', true)).toEqual(['collected']);
    expect(nextStatuses('collected', true)).toEqual([]);
  });

  it('take a backordered order on to dispatched or ready for pick-up by ship type, never back or cancelled', () => {
    expect(nextStatuses('backordered', false)).toEqual(['dispatched']);
    expect(nextStatuses('backordered', true)).toEqual(['ready_for_pickup']);
    expect(canTransition('backordered', 'picking', false)).toBe(false);
    expect(canTransition('backordered', 'cancelled', false)).toBe(false);
  });

  it('never send a delivery to pick-up states or a pick-up to delivery states', () => {
    expect(canTransition('picking', 'ready_for_pickup', false)).toBe(false);
    expect(canTransition('picking', 'dispatched', true)).toBe(false);
    expect(canTransition('dispatched', 'collected', false)).toBe(false);
  });

  it('allow cancelling only before dispatch or ready for pick-up', () => {
    for (const isPickUp of [false, true]) {
      const cancellable = ORDER_STATUSES.filter((s) => canTransition(s, 'cancelled', isPickUp));
      expect(cancellable).toEqual(['submitted', 'confirmed', 'picking']);
    }
  });

  it('never skip a step or go backwards', () => {
    expect(canTransition('submitted', 'picking', false)).toBe(false);
    expect(canTransition('picking', 'confirmed', false)).toBe(false);
    expect(canTransition('cancelled', 'submitted', false)).toBe(false);
  });

  it('end every path in delivered, collected or cancelled within six steps', () => {
    const status = fc.constantFrom(...ORDER_STATUSES);
    fc.assert(
      fc.property(
        status,
        fc.boolean(),
        fc.array(fc.nat(), { minLength: 6, maxLength: 6 }),
        (start, isPickUp, picks) => {
          let s: OrderStatus = start;
          for (const pick of picks) {
            const next = nextStatuses(s, isPickUp);
            if (next.length === 0) break;
            s = next[pick % next.length]!;
          }
          expect(nextStatuses(s, isPickUp)).toEqual([]);
        },
      ),
    );
  });

  it('are open exactly while an order can still move, for a delivery or a pick-up', () => {
    for (const status of ORDER_STATUSES) {
      const canMove = nextStatuses(status, false).length > 0 || nextStatuses(status, true).length > 0;
      expect(isOpenOrderStatus(status)).toBe(canMove);
    }
  });

  it('are open or closed, never both', () => {
    expect([...OPEN_ORDER_STATUSES, ...CLOSED_ORDER_STATUSES].sort()).toEqual([...ORDER_STATUSES].sort());
  });
});

describe('a bulk move', () => {
  it('offers only the statuses every selected order may move to, in the lifecycle’s order', () => {
    const submitted = { status: 'submitted', isPickUp: false } as const;
    const confirmed = { status: 'confirmed', isPickUp: true } as const;
    const picking = { status: 'picking', isPickUp: false } as const;
    const pickUpPicking = { status: 'picking', isPickUp: true } as const;
    expect(commonNextStatuses([submitted, submitted])).toEqual(['confirmed', 'cancelled']);
    expect(commonNextStatuses([submitted, confirmed])).toEqual(['cancelled']);
    expect(commonNextStatuses([picking, pickUpPicking])).toEqual(['cancelled']);
    expect(commonNextStatuses([picking, { status: 'delivered', isPickUp: false }])).toEqual([]);
    expect(commonNextStatuses([])).toEqual([]);
  });

  it('offers a status exactly when each order may make that move', () => {
    const order = fc.record({ status: fc.constantFrom(...ORDER_STATUSES), isPickUp: fc.boolean() });
    fc.assert(
      fc.property(fc.array(order, { minLength: 1, maxLength: 5 }), (orders) => {
        for (const to of ORDER_STATUSES)
          expect(commonNextStatuses(orders).includes(to)).toBe(
            orders.every((o) => canTransition(o.status, to, o.isPickUp)),
          );
      }),
    );
  });
});
