import { sql } from 'drizzle-orm';
import type { OrderNote } from '@tyreline/domain/contract/staff-order-notes';
import { inTransaction, rows, type Db } from '../../db/client.ts';
import { audit } from '../../lib/audit.ts';

interface NoteRow {
  id: number;
  body: string;
  by: string;
  created_at: Date | string;
}

const toNote = (row: NoteRow): OrderNote => ({
  id: row.id,
  text: row.body,
  by: row.by,
  at: new Date(row.created_at).toISOString(),
});

/**
 * The supplier's internal notes on an order (docs/product.md §17): staff only, newest first, each with who
 * wrote it. Nothing customer-facing reads `order_notes`.
 */
export function createOrderNotesRepository(db: Db) {
  return {
    /** The order's notes, newest first; undefined when there is no such order. */
    async list(orderId: number): Promise<OrderNote[] | undefined> {
      const [order] = await rows<{ id: number }>(db, sql`select id from orders where id = ${orderId}`);
      if (!order) return undefined;
      const found = await rows<NoteRow>(
        db,
        sql`select n.id, n.body, s.name as by, n.created_at
            from order_notes n join staff_users s on s.id = n.staff_user_id
            where n.order_id = ${orderId} order by n.id desc`,
      );
      return found.map(toNote);
    },

    /**
     * Adds a note and audits it in the same transaction. A note changes nothing the order's version guards
     * (lines, status), so it neither names nor bumps the version: two people may note an order at once.
     */
    add(orderId: number, staffId: number, text: string): Promise<OrderNote | undefined> {
      return inTransaction(db, async (tx) => {
        const [order] = await rows<{ id: number }>(tx, sql`select id from orders where id = ${orderId}`);
        if (!order) return undefined;
        const [note] = await rows<NoteRow>(
          tx,
          sql`with added as (
                insert into order_notes (order_id, staff_user_id, body) values (${orderId}, ${staffId}, ${text})
                returning id, body, staff_user_id, created_at)
              select added.id, added.body, s.name as by, added.created_at
              from added join staff_users s on s.id = added.staff_user_id`,
        );
        await audit(tx, {
          staffId,
          action: 'order.note',
          entityType: 'order',
          entityId: orderId,
          before: null,
          after: { note_id: note!.id, note: text },
        });
        return toNote(note!);
      });
    },
  };
}
