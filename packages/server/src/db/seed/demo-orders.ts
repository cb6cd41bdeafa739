import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { CustomerShipTypeId } from '@tyreline/domain/enums';
import type { OrderStatus } from '@tyreline/domain/order-status';
import type { TeamRole } from '@tyreline/domain/team';
import { placeOrder } from '../../features/orders/checkout.service.ts';
import { createFulfilment } from '../../features/orders/fulfilment.service.ts';
import { rows, type Db } from '../client.ts';

interface DemoOrder {
  username: string;
  daysAgo: number;
  shipType: CustomerShipTypeId;
  warehouseId: number;
  /** Products picked by SQL pattern on name, with a quantity each. */
  lines: [string, number][];
  reference: string;
  path: OrderStatus[];
  tracking?: string;
}

const ADDRESS = { street: '12 Ipswich Rd', suburb: 'Woolloongabba', state: 'QLD', postcode: '4102' } as const;

/** A short, realistic history: delivered last week, collected, in picking, just placed. */
const DEMO_ORDERS: DemoOrder[] = [
  {
    username: 'trade@example.com',
    daysAgo: 9,
    shipType: 1,
    warehouseId: 1,
    reference: 'PO-4471',
    lines: [
      ['Michelin % 205/55R16%', 4],
      ['Schrader TR413%', 1],
    ],
    path: ['confirmed', 'picking', 'dispatched', 'delivered'],
    tracking: 'TOLL-88123401',
  },
  {
    username: 'trade@example.com',
    daysAgo: 3,
    shipType: 2,
    warehouseId: 2,
    reference: 'HILUX-REGO-123ABC',
    lines: [['BFGoodrich % 265/%R17%', 4]],
    path: ['confirmed', 'picking', 'ready_for_pickup', 'collected'],
  },
  {
    username: 'trade@example.com',
    daysAgo: 0,
    shipType: 1,
    warehouseId: 1,
    reference: 'PO-4502',
    lines: [
      ['Bridgestone % 205/55R16%', 2],
      ['Continental %R16 %', 4],
    ],
    path: ['confirmed', 'picking'],
  },
  {
    username: 'brisbane@example.com',
    daysAgo: 1,
    shipType: 6,
    warehouseId: 4,
    reference: 'GC-2231',
    lines: [['Toyo Open Country %R16%', 4]],
    path: [],
  },
];

/** Places the demo orders through the real checkout and fulfilment, then dates them in the past. */
export async function seedDemoOrders(db: Db): Promise<void> {
  const fulfilment = createFulfilment(db);
  const [paymentType] = await rows<{ id: number }>(db, sql`select id from payment_types order by id limit 1`);
  for (const demo of DEMO_ORDERS) {
    const [buyer] = await rows<{
      user_id: number;
      role: TeamRole;
      order_limit_cents: number | null;
      account_id: number;
      department_id: number;
    }>(
      db,
      sql`select u.id as user_id, u.role, u.order_limit_cents, a.id as account_id, a.department_id
          from users u join accounts a on a.id = u.account_id where u.username = ${demo.username}`,
    );
    const lines = [];
    for (const [pattern, qty] of demo.lines) {
      const [product] = await rows<{ id: number }>(
        db,
        sql`select p.id from products p join stock s on s.product_id = p.id and s.warehouse_id = ${demo.warehouseId}
            where p.department_id = ${buyer!.department_id} and p.name like ${pattern} and s.quantity >= ${qty}
            order by s.quantity desc, p.id limit 1`,
      );
      if (product) lines.push({ product_id: product.id, qty });
    }
    if (lines.length === 0) continue;
    const outcome = await placeOrder(
      db,
      {
        accountId: buyer!.account_id,
        departmentId: buyer!.department_id,
        userId: buyer!.user_id,
        role: buyer!.role,
        orderLimitCents: buyer!.order_limit_cents,
      },
      randomUUID(),
      {
        lines,
        ship_type: demo.shipType,
        warehouse_id: demo.warehouseId,
        delivery_address: demo.shipType === 2 ? null : ADDRESS,
        customer_reference: demo.reference,
        payment_type_id: paymentType!.id,
      },
    );
    if (outcome.kind !== 'placed')
      throw new Error(`demo order ${demo.reference} was refused: ${outcome.kind}`);
    const { id, number } = outcome.body.data;
    for (const status of demo.path) {
      await fulfilment.advance(number, status);
      if (status === 'dispatched' && demo.tracking) await fulfilment.track(number, demo.tracking);
    }
    // Date it in the past: placed daysAgo days (and two hours) back, each later step evenly until a moment ago.
    await db.execute(sql`
      with bounds as (
        select now() - make_interval(days => ${demo.daysAgo}, hours => 2) as start, now() - interval '5 minutes' as finish),
      steps as (
        select id, row_number() over (order by id) - 1 as n, count(*) over () as total
        from order_status_history where order_id = ${id})
      update order_status_history h
         set created_at = bounds.start + (steps.n::float / steps.total) * (bounds.finish - bounds.start)
        from steps, bounds where steps.id = h.id`);
    const start = sql`now() - make_interval(days => ${demo.daysAgo}, hours => 2)`;
    await db.execute(sql`update orders set created_at = ${start}, updated_at = now() where id = ${id}`);
    await db.execute(sql`update ledger_entries set created_at = ${start} where order_id = ${id}`);
  }
}
