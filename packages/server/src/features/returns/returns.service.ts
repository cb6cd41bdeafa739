import { sql } from 'drizzle-orm';
import type { ReceiveReturnRequest, ReturnRequest } from '@tyreline/domain/contract/returns';
import { documentNumber } from '@tyreline/domain/document-number';
import {
  RETURN_STATUS_LABELS,
  restockingFeeLabel,
  returnCredit,
  type ReturnCondition,
  type ReturnReason,
  type ReturnStatus,
} from '@tyreline/domain/returns';
import { formatAud } from '@tyreline/domain/money';
import { inTransaction, rows, type Db } from '../../db/client.ts';
import { audit } from '../../lib/audit.ts';
import { invalid } from '../../lib/errors.ts';
import { describeStockChange } from '../catalogue/stock-ledger.repository.ts';
import { issueCreditNote } from '../orders/credit-notes.repository.ts';
import type { MailSettings } from '../../lib/mail/outbox.ts';
import { queueReturnMail } from './return-mail.ts';
import { returnabilityOf, returnableLines, returnableOrder } from './returns.repository.ts';

interface LockedReturn {
  id: number;
  number: string;
  order_id: number;
  order_number: string;
  account_id: number;
  department_id: number;
  status: ReturnStatus;
  reason: ReturnReason;
  version: number;
}

export type DecisionOutcome =
  | { kind: 'done'; id: number }
  | { kind: 'not_found' }
  | { kind: 'stale'; status: ReturnStatus }
  | { kind: 'wrong_status'; number: string; status: ReturnStatus };

export interface Requester {
  accountId: number;
  userId: number;
}

async function lockReturn(tx: Db, id: number): Promise<LockedReturn | undefined> {
  const [row] = await rows<LockedReturn>(
    tx,
    sql`select r.id, r.number, r.order_id, o.number as order_number, r.account_id, a.department_id, r.status,
               r.reason, r.version
        from returns r join orders o on o.id = r.order_id join accounts a on a.id = r.account_id
        where r.id = ${id} for update of r`,
  );
  return row;
}

async function addEvent(
  tx: Db,
  returnId: number,
  event: string,
  note: string | null,
  who: { userId?: number; staffUserId?: number },
): Promise<void> {
  await tx.execute(
    sql`insert into after_sale_events (return_id, event, note, user_id, staff_user_id)
        values (${returnId}, ${event}, ${note}, ${who.userId ?? null}, ${who.staffUserId ?? null})`,
  );
}

/** Checks the version the person saw and the step's starting status; the outcome when it cannot go on. */
function refusalOf(
  locked: LockedReturn | undefined,
  version: number,
  from: ReturnStatus,
): Exclude<DecisionOutcome, { kind: 'done' }> | undefined {
  if (!locked) return { kind: 'not_found' };
  // A finished return (received, rejected) answers 409 whatever version was named: it cannot happen twice.
  if (locked.version !== version) return { kind: 'stale', status: locked.status };
  if (locked.status !== from) return { kind: 'wrong_status', number: locked.number, status: locked.status };
  return undefined;
}

/**
 * Returns (docs/product.md §21): a customer's request, staff's approval or rejection, and the receipt that puts
 * saleable goods back on the shelf and credits the account. Each step is one transaction with its timeline row
 * (and, for staff, its audit row).
 */
export function createReturns(db: Db, now: () => Date = () => new Date(), mail?: MailSettings) {
  return {
    /** A customer's request; a 422 names the order or the line at fault, and another account's order is absent. */
    request(who: Requester, orderId: number, body: ReturnRequest): Promise<{ id: number } | undefined> {
      return inTransaction(db, async (tx) => {
        // The order is held so two requests at once cannot both take the last returnable units.
        const order = await returnableOrder(tx, who.accountId, orderId, true);
        if (!order) return undefined;
        const lines = await returnableLines(tx, order.id);
        const state = returnabilityOf(order, lines, now());
        // Not delivered, or the window closed: the order is at fault. Nothing left on a line: the line is.
        if (state.orderRefusal) throw invalid({ order: [state.orderRefusal] }, state.orderRefusal);
        const errors: Record<string, string[]> = {};
        const chosen = body.lines.map((asked, index) => {
          const line = state.lines.find((l) => l.line_no === asked.line_no);
          if (!line) {
            errors[`lines.${index}.line_no`] = [`${order.number} has no line ${asked.line_no}`];
          } else if (asked.qty > line.returnable) {
            errors[`lines.${index}.qty`] = [
              line.returnable === 0
                ? `Line ${line.line_no} (${line.sku}) has nothing left to return`
                : `Line ${line.line_no} (${line.sku}): at most ${line.returnable} can be returned`,
            ];
          }
          return { line, qty: asked.qty };
        });
        const messages = Object.values(errors).flat();
        if (messages.length > 0) throw invalid(errors, messages.join(' '));

        const [{ id } = { id: 0 }] = await rows<{ id: number }>(
          tx,
          sql`select nextval('returns_id_seq')::int as id`,
        );
        const note = body.note?.trim() || null;
        await tx.execute(
          sql`insert into returns (id, number, order_id, account_id, user_id, reason, note)
              values (${id}, ${documentNumber('RMA', id)}, ${order.id}, ${who.accountId}, ${who.userId},
                      ${body.reason}, ${note})`,
        );
        const values = sql.join(
          chosen.map(({ line, qty }) => sql`(${id}::int, ${line!.order_line_id}::int, ${qty}::int)`),
          sql`, `,
        );
        await tx.execute(sql`insert into return_lines (return_id, order_line_id, qty) values ${values}`);
        await addEvent(tx, id, 'requested', note, { userId: who.userId });
        return { id };
      });
    },

    approve(id: number, by: { staffId: number; version: number }): Promise<DecisionOutcome> {
      return inTransaction(db, async (tx) => {
        const locked = await lockReturn(tx, id);
        const refused = refusalOf(locked, by.version, 'requested');
        if (refused) return refused;
        await tx.execute(
          sql`update returns set status = 'approved', version = version + 1, updated_at = now() where id = ${id}`,
        );
        await addEvent(tx, id, 'approved', null, { staffUserId: by.staffId });
        await audit(tx, {
          staffId: by.staffId,
          action: 'return.approve',
          entityType: 'return',
          entityId: id,
          before: { status: locked!.status, version: locked!.version },
          after: { status: 'approved', version: locked!.version + 1 },
        });
        if (mail) await queueReturnMail(tx, mail, id, 'approved');
        return { kind: 'done', id };
      });
    },

    reject(id: number, reason: string, by: { staffId: number; version: number }): Promise<DecisionOutcome> {
      return inTransaction(db, async (tx) => {
        const locked = await lockReturn(tx, id);
        const refused = refusalOf(locked, by.version, 'requested');
        if (refused) return refused;
        await tx.execute(
          sql`update returns set status = 'rejected', decision_note = ${reason}, version = version + 1,
                                 updated_at = now()
              where id = ${id}`,
        );
        await addEvent(tx, id, 'rejected', reason, { staffUserId: by.staffId });
        await audit(tx, {
          staffId: by.staffId,
          action: 'return.reject',
          entityType: 'return',
          entityId: id,
          before: { status: locked!.status, version: locked!.version },
          after: { status: 'rejected', version: locked!.version + 1, reason },
        });
        if (mail) await queueReturnMail(tx, mail, id, 'rejected');
        return { kind: 'done', id };
      });
    },

    /**
     * Receives an approved return into a warehouse of the order's department: saleable lines go back on the
     * shelf (a `return` stock movement naming the RMA), written-off lines change no stock, and the credit note
     * (the lines at their order price less the reason's restocking fee) goes to the ledger.
     */
    receive(id: number, body: ReceiveReturnRequest, by: { staffId: number }): Promise<DecisionOutcome> {
      return inTransaction(db, async (tx) => {
        const locked = await lockReturn(tx, id);
        const refused = refusalOf(locked, body.version, 'approved');
        if (refused) return refused;
        const ret = locked!;
        const [warehouse] = await rows<{ id: number; name: string }>(
          tx,
          sql`select id, name from warehouses where id = ${body.warehouse_id} and department_id = ${ret.department_id}`,
        );
        if (!warehouse) {
          throw invalid({ warehouse_id: ['Choose a warehouse of the order’s department'] });
        }
        const lines = await rows<{
          order_line_id: number;
          line_no: number;
          product_id: number;
          qty: number;
          unit_price_cents: number;
        }>(
          tx,
          sql`select rl.order_line_id, l.line_no, l.product_id, rl.qty, l.unit_price_cents
              from return_lines rl join order_lines l on l.id = rl.order_line_id
              where rl.return_id = ${id} order by l.line_no`,
        );
        const errors: Record<string, string[]> = {};
        body.lines.forEach((given, index) => {
          if (!lines.some((l) => l.line_no === given.line_no))
            errors[`lines.${index}.line_no`] = [`${ret.number} has no line ${given.line_no}`];
        });
        const conditions = new Map<number, ReturnCondition>(body.lines.map((l) => [l.line_no, l.condition]));
        const missing = lines.filter((l) => !conditions.has(l.line_no));
        if (missing.length > 0 || body.lines.length !== new Set(body.lines.map((l) => l.line_no)).size) {
          errors.lines = [
            `Say once whether each line is saleable or a write-off (line ${lines.map((l) => l.line_no).join(', ')})`,
          ];
        }
        if (Object.keys(errors).length > 0) throw invalid(errors, Object.values(errors).flat().join(' '));

        for (const line of lines) {
          await tx.execute(
            sql`update return_lines set condition = ${conditions.get(line.line_no)!}
                where return_id = ${id} and order_line_id = ${line.order_line_id}`,
          );
        }
        // Saleable units back on the shelf, one row per product, in product order like checkout.
        const back = new Map<number, number>();
        for (const line of lines) {
          if (conditions.get(line.line_no) === 'saleable')
            back.set(line.product_id, (back.get(line.product_id) ?? 0) + line.qty);
        }
        if (back.size > 0) {
          await describeStockChange(tx, {
            kind: 'return',
            reference: ret.number,
            orderId: ret.order_id,
            staffUserId: by.staffId,
          });
          const values = sql.join(
            [...back]
              .sort(([a], [b]) => a - b)
              .map(([productId, qty]) => sql`(${productId}::int, ${warehouse.id}::int, ${qty}::int)`),
            sql`, `,
          );
          await tx.execute(
            sql`insert into stock (product_id, warehouse_id, quantity) values ${values}
                on conflict (product_id, warehouse_id) do update set quantity = stock.quantity + excluded.quantity`,
          );
        }
        const credit = returnCredit(
          ret.reason,
          lines.map((l) => ({ unitPriceCents: l.unit_price_cents, qty: l.qty })),
        );
        const fee =
          credit.feeCents > 0 ? ` less ${restockingFeeLabel(ret.reason)} ${formatAud(credit.feeCents)}` : '';
        const note =
          credit.creditCents > 0
            ? await issueCreditNote(tx, {
                accountId: ret.account_id,
                orderId: ret.order_id,
                source: 'return',
                sourceReference: ret.number,
                amountCents: credit.creditCents,
                reason: `Goods returned from ${ret.order_number}${fee}`,
                staffUserId: by.staffId,
              })
            : null;
        await tx.execute(
          sql`update returns set status = 'received', warehouse_id = ${warehouse.id},
                                 restocking_fee_cents = ${credit.feeCents}, credit_note_id = ${note?.id ?? null},
                                 version = version + 1, updated_at = now()
              where id = ${id}`,
        );
        const saleable = lines
          .filter((l) => conditions.get(l.line_no) === 'saleable')
          .reduce((n, l) => n + l.qty, 0);
        const writtenOff = lines.reduce((n, l) => n + l.qty, 0) - saleable;
        const summary = [
          `Received at ${warehouse.name}: ${saleable} back on the shelf, ${writtenOff} written off`,
          note ? `credit note ${note.number} for ${formatAud(credit.creditCents)}${fee}` : 'no credit',
        ].join('; ');
        await addEvent(tx, id, 'received', summary, { staffUserId: by.staffId });
        await audit(tx, {
          staffId: by.staffId,
          action: 'return.receive',
          entityType: 'return',
          entityId: id,
          before: { status: ret.status, version: ret.version },
          after: {
            status: 'received',
            version: ret.version + 1,
            warehouse_id: warehouse.id,
            lines: lines.map((l) => ({
              line_no: l.line_no,
              qty: l.qty,
              condition: conditions.get(l.line_no),
            })),
            restocking_fee_cents: credit.feeCents,
            credit_cents: credit.creditCents,
            credit_note: note?.number ?? null,
          },
        });
        if (mail) await queueReturnMail(tx, mail, id, 'received');
        return { kind: 'done', id };
      });
    },
  };
}

/** "RMA-000001 is received and cannot be approved", for a step taken from the wrong status. */
export function wrongStatusMessage(number: string, status: ReturnStatus, step: string): string {
  return `${number} is ${RETURN_STATUS_LABELS[status].toLowerCase()} and cannot be ${step}.`;
}
