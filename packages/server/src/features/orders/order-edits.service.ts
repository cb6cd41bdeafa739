import type { OrderEditRequest } from '@tyreline/domain/contract/order-edits';
import { MAX_AMOUNT_CENTS, formatAud, lineTotal, summarize, type Cents } from '@tyreline/domain/money';
import {
  isOrderEditable,
  linesAfter,
  orderEditSummary,
  orderLineChanges,
} from '@tyreline/domain/order-edits';
import { inTransaction, type Db } from '../../db/client.ts';
import { lockCreditPosition } from './checkout-steps.ts';
import { issueCreditNote } from './credit-notes.repository.ts';
import { createLedgerRepository } from './ledger.repository.ts';
import {
  Leave,
  lockOrder,
  moveStock,
  priceAdded,
  refuse,
  writeLines,
  writeOrder,
  type OrderEditOutcome,
} from './order-edit-steps.ts';
import { createStaffOrdersRepository } from './staff-orders.repository.ts';

export type { OrderEditOutcome } from './order-edit-steps.ts';

/** An edit committed: the answer's order is read after the commit. */
interface Edited {
  kind: 'edited';
  orderId: number;
  summary: string;
  totalChangeCents: Cents;
  creditNote: string | null;
}

/**
 * Staff changing an order's lines before picking (docs/product.md §24), in one transaction: the lines, the
 * totals and what the order's search reads; the stock moved to match; the difference invoiced or credited;
 * the version bumped; a line in the history the customer sees; the audit log. An added product is priced at
 * the account's price now, stock and credit are checked as at checkout, and a refusal writes nothing.
 *
 * The order of the steps keeps the shared rows locked briefly (decision 0045): the order's own rows are
 * written first, then the shelves and the account are locked, checked and moved, and the transaction ends;
 * the answer's order is read after the commit (a dry run, which rolls back, reads it inside).
 */
export function createOrderEdits(db: Db) {
  const staffOrders = createStaffOrdersRepository(db);
  return {
    async edit(orderId: number, request: OrderEditRequest, staffId: number): Promise<OrderEditOutcome> {
      let outcome: OrderEditOutcome | Edited;
      try {
        outcome = await inTransaction(db, async (tx): Promise<OrderEditOutcome | Edited> => {
          const order = await lockOrder(tx, orderId);
          if (!order) return { kind: 'not_found' };
          if (order.version !== request.version) return { kind: 'stale', status: order.status };
          if (!isOrderEditable(order.status))
            return { kind: 'not_editable', number: order.number, status: order.status };

          const held = order.lines;
          const added = await priceAdded(tx, order, held, request.lines);
          const changes = orderLineChanges(held, request.lines, added);
          if (changes.length === 0 && !request.dry_run)
            refuse({
              kind: 'invalid',
              fieldErrors: { lines: ['These are the order’s lines already: there is nothing to change'] },
            });
          const after = linesAfter(held, changes);
          const money = summarize(
            after.reduce((sum, l) => sum + lineTotal(l.unit_price_cents, l.qty), 0),
            order.delivery_fee_cents,
          );
          const change = money.total - order.total_cents;
          const reason = request.reason?.trim() ?? '';
          const summary = orderEditSummary(changes);

          // The order's own rows, which this transaction holds already: lines, totals, history, audit.
          await writeLines(tx, order, held, changes);
          await writeOrder(tx, order, { held, after, money, summary, reason, staffId });

          // Then what others share, as at checkout: a short line first, then the amount bound, then the credit
          // limit (the account is locked only when the total rises).
          await moveStock(tx, order, changes, { staffId, reason });
          if (money.total > MAX_AMOUNT_CENTS)
            refuse({
              kind: 'invalid',
              fieldErrors: {
                lines: [
                  `An order can total at most ${formatAud(MAX_AMOUNT_CENTS)}; this one would come to ${formatAud(money.total)}.`,
                ],
              },
            });
          const credit = change > 0 ? await lockCreditPosition(tx, order.account_id) : undefined;
          if (credit && credit.balanceCents + change > credit.limitCents)
            refuse({ kind: 'over_credit_limit', ...credit, orderCents: change });

          // A dry run writes no money: a credit note's number, once drawn, is never given back.
          if (request.dry_run)
            throw new Leave({
              kind: 'done',
              order: (await createStaffOrdersRepository(tx).find(order.id))!,
              summary,
              totalChangeCents: change,
              creditNote: null,
            });
          let creditNote: string | null = null;
          if (change > 0)
            await createLedgerRepository(tx).record({
              accountId: order.account_id,
              kind: 'invoice',
              amountCents: change,
              orderId: order.id,
              reference: order.number,
            });
          else if (change < 0)
            creditNote = (
              await issueCreditNote(tx, {
                accountId: order.account_id,
                orderId: order.id,
                source: 'edit',
                sourceReference: order.number,
                amountCents: -change,
                reason,
                staffUserId: staffId,
              })
            ).number;
          return { kind: 'edited', orderId: order.id, summary, totalChangeCents: change, creditNote };
        });
      } catch (error) {
        if (error instanceof Leave) return error.outcome;
        throw error;
      }
      if (outcome.kind !== 'edited') return outcome;
      const { orderId: id, summary, totalChangeCents, creditNote } = outcome;
      return { kind: 'done', order: (await staffOrders.find(id))!, summary, totalChangeCents, creditNote };
    },
  };
}
