import { sql } from 'drizzle-orm';
import { toDollars, type Cents } from '@tyreline/domain/money';
import { inTransaction, rows, type Db } from '../../db/client.ts';
import { audit } from '../../lib/audit.ts';
import { createLedgerRepository } from './ledger.repository.ts';

export type PaymentOutcome =
  { kind: 'recorded'; accountName: string; balanceCents: Cents } | { kind: 'not_found' };

/**
 * A customer's payment: a ledger entry that lowers what the account owes. The operator tool and the back
 * office record payments here; a staff member's (`by`) is audited with the balance before and after.
 */
export async function recordPayment(
  db: Db,
  payment: { accountId: number; amountCents: Cents; reference?: string | null | undefined },
  by?: { staffId: number },
): Promise<PaymentOutcome> {
  return inTransaction(db, async (tx) => {
    // Locks the account, so two payments recorded at once each see the other's balance in the audit.
    const [account] = await rows<{ name: string }>(
      tx,
      sql`select name from accounts where id = ${payment.accountId} for no key update`,
    );
    if (!account) return { kind: 'not_found' };
    const ledger = createLedgerRepository(tx);
    const before = await ledger.balanceCents(payment.accountId);
    await ledger.record({
      accountId: payment.accountId,
      kind: 'payment',
      amountCents: -payment.amountCents,
      ...(payment.reference ? { reference: payment.reference } : {}),
    });
    const balanceCents = before - payment.amountCents;
    if (by) {
      await audit(tx, {
        staffId: by.staffId,
        action: 'account.payment',
        entityType: 'account',
        entityId: payment.accountId,
        before: { balance: toDollars(before) },
        after: {
          balance: toDollars(balanceCents),
          payment: toDollars(payment.amountCents),
          reference: payment.reference ?? null,
        },
      });
    }
    return { kind: 'recorded', accountName: account.name, balanceCents };
  });
}
