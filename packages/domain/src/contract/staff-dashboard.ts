import { z } from 'zod';
import { option, orderStatus } from './orders.ts';

/** An account's balance at or above this share of its credit limit shows on the dashboard. */
export const NEAR_CREDIT_LIMIT = 0.9;
/** How far back "sold last month" looks: a rolling month, so the first days of a month are not empty. */
export const SOLD_WITHIN_DAYS = 30;

export const staffDashboard = z.object({
  /** Orders still to be worked on (not delivered, collected or cancelled), by status and warehouse. */
  orders_waiting: z.array(z.object({ status: orderStatus, warehouse: option, count: z.number().int() })),
  /** Orders placed today (the supplier's day, Australia/Brisbane), cancelled ones left out. */
  today: z.object({ orders: z.number().int(), value: z.number() }),
  /** Accounts owing at least 90 % of their credit limit; null for a role that may not see accounts. */
  accounts_near_limit: z
    .array(
      z.object({
        id: z.number().int(),
        name: z.string(),
        balance: z.number(),
        credit_limit: z.number(),
        /** Balance as a percentage of the limit, one decimal. */
        used_percent: z.number(),
      }),
    )
    .nullable(),
  /** Active products with nothing on the shelf at a warehouse of their department that sold in the last 30 days. */
  out_of_stock: z.array(
    z.object({
      product: z.object({ id: z.number().int(), sku: z.string(), name: z.string() }),
      warehouse: option,
      sold: z.number().int(),
    }),
  ),
});
export type StaffDashboard = z.infer<typeof staffDashboard>;
