import { sql } from 'drizzle-orm';
import { isPickUpShipType, labelOf, SHIP_TYPES } from '@tyreline/domain/enums';
import { ORDER_STATUSES, isOrderStatus, nextStatuses } from '@tyreline/domain/order-status';
import { formatAud } from '@tyreline/domain/money';
import { rows } from '../../db/client.ts';
import {
  createFulfilment,
  orderIdOf,
  type FulfilmentOutcome,
} from '../../features/orders/fulfilment.service.ts';
import { recordPayment } from '../../features/orders/payments.service.ts';
import {
  CliError,
  dollars,
  integer,
  optional,
  required,
  type CliCommand,
  type CliContext,
} from '../command.ts';

/** The line an operator reads for each outcome; refusals are CliErrors (exit 1). */
function report(outcome: FulfilmentOutcome, reference: string, out: CliContext['out']): void {
  switch (outcome.kind) {
    case 'done':
      return out(`${outcome.number} is now ${outcome.status}.`);
    case 'not_found':
      throw new CliError(`There is no order ${reference}.`);
    case 'illegal_transition':
      throw new CliError(
        `${outcome.number} is ${outcome.from} and cannot become ${outcome.to}; ` +
          (outcome.allowed.length > 0 ? `it can become ${outcome.allowed.join(' or ')}.` : 'it is finished.'),
      );
    case 'stale':
      throw new CliError(`${outcome.number} was changed meanwhile: it is now ${outcome.status}.`);
    case 'not_trackable':
      throw new CliError(
        `${outcome.number} is ${outcome.status}; only a dispatched or delivered order takes a tracking reference.`,
      );
  }
}

const orderOption = { order: { type: 'string' } } as const;

const orderShow: CliCommand = {
  name: 'order:show',
  summary: 'Show an order, its status history and where it may go next',
  usage: '--order <SO-000123>',
  options: orderOption,
  async run({ db, values, out }) {
    const reference = required(values, 'order');
    const [order] = await rows<{
      id: number;
      number: string;
      account: string;
      status: (typeof ORDER_STATUSES)[number];
      ship_type: number;
      warehouse: string;
      total_cents: number;
      tracking_reference: string | null;
      created_at: Date | string;
    }>(
      db,
      sql`select o.id, o.number, a.name as account, o.status, o.ship_type, w.name as warehouse, o.total_cents,
                 o.tracking_reference, o.created_at
          from orders o join accounts a on a.id = o.account_id join warehouses w on w.id = o.warehouse_id
          where o.id = ${orderIdOf(reference) ?? 0}`,
    );
    if (!order) throw new CliError(`There is no order ${reference}.`);
    const next = nextStatuses(order.status, isPickUpShipType(order.ship_type));
    out(`${order.number}  ${order.account}  ${formatAud(order.total_cents)}`);
    out(
      `  ${labelOf(SHIP_TYPES, order.ship_type) ?? order.ship_type} from ${order.warehouse}, placed ${new Date(order.created_at).toISOString()}`,
    );
    out(`  status ${order.status}; next: ${next.join(', ') || 'none (finished)'}`);
    if (order.tracking_reference) out(`  tracking ${order.tracking_reference}`);
    const history = await rows<{ status: string; note: string | null; created_at: Date | string }>(
      db,
      sql`select status, note, created_at from order_status_history where order_id = ${order.id} order by id`,
    );
    for (const h of history) out(`  ${new Date(h.created_at).toISOString()}  ${h.status}  ${h.note ?? ''}`);
  },
};

const orderAdvance: CliCommand = {
  name: 'order:advance',
  summary:
    'Move an order to its next status (confirmed, picking, dispatched, ready_for_pickup, delivered, collected)',
  usage: '--order <SO-000123> --to <status> [--note <text>]',
  options: { ...orderOption, to: { type: 'string' }, note: { type: 'string' } },
  async run({ db, values, out, mail }) {
    const reference = required(values, 'order');
    const to = required(values, 'to');
    if (!isOrderStatus(to))
      throw new CliError(`--to must be one of ${ORDER_STATUSES.join(', ')}, got "${to}"`);
    if (to === 'cancelled')
      throw new CliError('Use order:cancel to cancel an order (it puts the stock back).');
    report(
      await createFulfilment(db, mail).advance(reference, to, optional(values, 'note', 500)),
      reference,
      out,
    );
  },
};

const orderCancel: CliCommand = {
  name: 'order:cancel',
  summary: 'Cancel an order before dispatch: the stock goes back and the invoice is credited',
  usage: '--order <SO-000123> [--reason <text>]',
  options: { ...orderOption, reason: { type: 'string' } },
  async run({ db, values, out, mail }) {
    const reference = required(values, 'order');
    const reason = optional(values, 'reason', 500);
    report(await createFulfilment(db, mail).advance(reference, 'cancelled', reason), reference, out);
  },
};

const orderTrack: CliCommand = {
  name: 'order:track',
  summary: 'Add the carrier’s tracking reference to a dispatched order',
  usage: '--order <SO-000123> --reference <tracking reference>',
  options: { ...orderOption, reference: { type: 'string' } },
  async run({ db, values, out }) {
    const reference = required(values, 'order');
    const tracking = required(values, 'reference');
    if (tracking.length > 100) throw new CliError('--reference must be at most 100 characters');
    report(await createFulfilment(db).track(reference, tracking), reference, out);
  },
};

const ledgerPayment: CliCommand = {
  name: 'ledger:payment',
  summary: 'Record a customer’s payment: it lowers the balance owed (xeroBalance)',
  usage: '--account <id> --amount <dollars> [--reference <text>]',
  options: { account: { type: 'string' }, amount: { type: 'string' }, reference: { type: 'string' } },
  async run({ db, values, out }) {
    const accountId = integer(values, 'account', 1);
    if (accountId === undefined) throw new CliError('--account <id> is required');
    const amount = dollars(values, 'amount');
    if (!amount) throw new CliError('--amount must be a payment above 0, such as 1500.50');
    const reference = optional(values, 'reference', 100);
    const outcome = await recordPayment(db, { accountId, amountCents: amount, reference });
    if (outcome.kind === 'not_found') throw new CliError(`There is no account ${accountId}.`);
    out(
      `Recorded ${formatAud(amount)} from ${outcome.accountName}; balance owed ${formatAud(outcome.balanceCents)}.`,
    );
  },
};

export const orderCommands: CliCommand[] = [orderShow, orderAdvance, orderCancel, orderTrack, ledgerPayment];
