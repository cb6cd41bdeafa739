import { sql } from 'drizzle-orm';
import type { CheckoutRequest } from '@tyreline/domain/contract/orders';
import type { Approval, ApprovalStatus } from '@tyreline/domain/contract/team';
import { summarize, toDollars } from '@tyreline/domain/money';
import { isOverOrderLimit, teamMay, type TeamRole } from '@tyreline/domain/team';
import type { MailSettings } from '../../lib/mail/outbox.ts';
import { inTransaction, rows, type Db } from '../../db/client.ts';
import { orderApprovals } from '../../db/schema/team.ts';
import {
  queueApprovalApprovedMail,
  queueApprovalRejectedMail,
  queueApprovalRequestedMail,
} from './approval-mail.ts';
import { placeOrder, priceCheckout, type Buyer, type Refusal } from '../orders/checkout.service.ts';

export type SubmitOutcome =
  | { kind: 'submitted'; approval: Approval }
  | { kind: 'invalid'; fieldErrors: Record<string, string[]> }
  | { kind: 'within_limit' };

export type DecideOutcome =
  | { kind: 'done'; approval: Approval }
  | { kind: 'not_found' }
  | { kind: 'decided'; status: ApprovalStatus }
  /** The order could not be placed now (stock, credit, a product gone): the request stays pending. */
  | { kind: 'refused'; refusal: Refusal };

interface ApprovalRow {
  id: number;
  status: ApprovalStatus;
  requested_by: string;
  created_at: Date | string;
  total_cents: number;
  lines: Approval['lines'];
  request: CheckoutRequest;
  decided_by: string | null;
  decided_at: Date | string | null;
  reason: string | null;
  order_id: number | null;
  order_number: string | null;
}

const iso = (value: Date | string) => new Date(value).toISOString();

const toApproval = (row: ApprovalRow, role: TeamRole): Approval => ({
  id: row.id,
  status: row.status,
  requested_by: row.requested_by,
  created_at: iso(row.created_at),
  total: teamMay(role, 'seePrices') ? toDollars(row.total_cents) : null,
  lines: row.lines,
  customer_reference: row.request.customer_reference || null,
  decided_by: row.decided_by,
  decided_at: row.decided_at === null ? null : iso(row.decided_at),
  reason: row.reason,
  order: row.order_id === null ? null : { id: row.order_id, number: row.order_number! },
});

const SELECT = sql`select a.id, a.status, r.name as requested_by, a.created_at, a.total_cents, a.lines, a.request,
    d.name as decided_by, a.decided_at, a.reason, a.order_id, o.number as order_number
  from order_approvals a
  join users r on r.id = a.requested_by_user_id
  left join users d on d.id = a.decided_by_user_id
  left join orders o on o.id = a.order_id`;

export interface TeamCaller extends Buyer {
  role: TeamRole;
}

/**
 * Orders over a buyer's limit, waiting for an owner (decision 0025). Approving places the order then, through
 * the one checkout service, inside the transaction that holds the request's row lock: two owners approving at
 * once take turns, and the second finds it already approved. With `mail`, each step queues its notice in its own
 * transaction (the owners asked, the buyer told of the decision): a refused or rolled-back step sends nothing.
 */
export function createApprovals(db: Db, now?: () => Date, mail?: MailSettings) {
  const one = async (tx: Db, accountId: number, id: number, role: TeamRole) => {
    const [row] = await rows<ApprovalRow>(
      tx,
      sql`${SELECT} where a.id = ${id} and a.account_id = ${accountId}`,
    );
    return row && toApproval(row, role);
  };

  return {
    /** An owner sees the account's requests; anyone else only their own. Newest first, at most 100. */
    async list(caller: TeamCaller, status?: ApprovalStatus): Promise<Approval[]> {
      const mine = teamMay(caller.role, 'manageTeam')
        ? sql``
        : sql` and a.requested_by_user_id = ${caller.userId}`;
      const which = status ? sql` and a.status = ${status}` : sql``;
      const found = await rows<ApprovalRow>(
        db,
        sql`${SELECT} where a.account_id = ${caller.accountId}${mine}${which} order by a.id desc limit 100`,
      );
      return found.map((row) => toApproval(row, caller.role));
    },

    /** Keeps a cart that is over the caller's order limit for an owner; one within it is placed as usual. */
    submit(caller: TeamCaller, asked: CheckoutRequest): Promise<SubmitOutcome> {
      return inTransaction(db, async (tx) => {
        const validated = await priceCheckout(tx, caller, asked);
        if (!validated.ok) return { kind: 'invalid', fieldErrors: validated.fieldErrors };
        const money = summarize(validated.lines.reduce((sum, l) => sum + l.lineTotalCents, 0));
        if (!isOverOrderLimit(caller.role, caller.orderLimitCents, money.total))
          return { kind: 'within_limit' };
        const [row] = await tx
          .insert(orderApprovals)
          .values({
            accountId: caller.accountId,
            requestedByUserId: caller.userId,
            request: validated.request,
            lines: validated.lines.map((l) => ({
              product_id: l.productId,
              sku: l.sku,
              name: l.name,
              qty: l.qty,
            })),
            totalCents: money.total,
          })
          .returning({ id: orderApprovals.id });
        if (mail) await queueApprovalRequestedMail(tx, mail, row!.id);
        return { kind: 'submitted', approval: (await one(tx, caller.accountId, row!.id, caller.role))! };
      });
    },

    /** Places the request's order now (stock, prices and credit as they are now) and marks it approved. */
    approve(owner: TeamCaller, id: number): Promise<DecideOutcome> {
      return inTransaction(db, async (tx) => {
        const [locked] = await rows<{
          status: ApprovalStatus;
          request: CheckoutRequest;
          requested_by_user_id: number;
          requester_role: TeamRole;
        }>(
          tx,
          sql`select a.status, a.request, a.requested_by_user_id, u.role as requester_role
              from order_approvals a join users u on u.id = a.requested_by_user_id
              where a.id = ${id} and a.account_id = ${owner.accountId}
              for update of a`,
        );
        if (!locked) return { kind: 'not_found' };
        if (locked.status !== 'pending') return { kind: 'decided', status: locked.status };
        const outcome = await placeOrder(
          tx,
          {
            accountId: owner.accountId,
            departmentId: owner.departmentId,
            userId: locked.requested_by_user_id,
            role: locked.requester_role,
            // The owner's approval lifts the buyer's limit for this order.
            orderLimitCents: null,
            approvedByUserId: owner.userId,
          },
          `approval-${id}`,
          locked.request,
          now,
          mail,
        );
        if (outcome.kind !== 'placed' && outcome.kind !== 'replayed')
          return { kind: 'refused', refusal: outcome };
        const orderId =
          outcome.kind === 'placed'
            ? outcome.body.data.id
            : (outcome.body as { data: { id: number } }).data.id;
        await tx.execute(
          sql`update order_approvals set status = 'approved', order_id = ${orderId},
                decided_by_user_id = ${owner.userId}, decided_at = now()
              where id = ${id}`,
        );
        if (mail) await queueApprovalApprovedMail(tx, mail, id);
        return { kind: 'done', approval: (await one(tx, owner.accountId, id, owner.role))! };
      });
    },

    /** Rejects a pending request with the owner's reason, which the buyer sees. */
    reject(owner: TeamCaller, id: number, reason: string): Promise<DecideOutcome> {
      return inTransaction(db, async (tx) => {
        const changed = await rows<{ id: number }>(
          tx,
          sql`update order_approvals set status = 'rejected', reason = ${reason},
                decided_by_user_id = ${owner.userId}, decided_at = now()
              where id = ${id} and account_id = ${owner.accountId} and status = 'pending'
              returning id`,
        );
        const approval = await one(tx, owner.accountId, id, owner.role);
        if (!approval) return { kind: 'not_found' };
        if (changed.length === 0) return { kind: 'decided', status: approval.status };
        if (mail) await queueApprovalRejectedMail(tx, mail, id);
        return { kind: 'done', approval };
      });
    },

    /** How many requests wait for an owner: the badge on the account menu. */
    async pendingCount(accountId: number): Promise<number> {
      const [row] = await rows<{ count: number }>(
        db,
        sql`select count(*)::int as count from order_approvals where account_id = ${accountId} and status = 'pending'`,
      );
      return row!.count;
    },
  };
}

export type Approvals = ReturnType<typeof createApprovals>;
