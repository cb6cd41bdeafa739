import { sql, type SQL } from 'drizzle-orm';
import type {
  Claim,
  ClaimableLine,
  ClaimListQuery,
  ClaimSummary,
  StaffClaim,
  StaffClaimListQuery,
  StaffClaimSummary,
} from '@tyreline/domain/contract/warranty';
import { documentNumber } from '@tyreline/domain/document-number';
import { toDollars } from '@tyreline/domain/money';
import {
  claimableQty,
  notClaimableReason,
  type ClaimStatus,
  type WarrantyFault,
} from '@tyreline/domain/warranty';
import { rows, type Db } from '../../db/client.ts';
import { likePattern } from '../orders/orders.repository.ts';

const iso = (value: Date | string) => new Date(value).toISOString();

interface LineRow {
  order_line_id: number;
  product_id: number;
  sku: string;
  name: string;
  unit_price_cents: number;
  product_type: 'tyre' | 'wheel' | 'accessory';
  order_status: string;
  qty: number;
  qty_cancelled: number;
  qty_returned: number;
  claims: number;
}

/** The facts `claimableQty` reads, for the lines of one order (or one line of it). */
const lineFacts = (where: SQL) => sql`
  select l.id as order_line_id, l.product_id, l.sku, l.name, l.unit_price_cents, p.type as product_type,
         o.status as order_status, l.qty, l.qty_cancelled,
         (select coalesce(sum(rl.qty), 0)::int from return_lines rl join returns r on r.id = rl.return_id
           where rl.order_line_id = l.id and r.status <> 'rejected') as qty_returned,
         (select count(*)::int from warranty_claims c
           where c.order_line_id = l.id and c.status <> 'rejected') as claims
  from order_lines l
  join orders o on o.id = l.order_id
  join products p on p.id = l.product_id
  where ${where}
  order by l.line_no`;

const facts = (row: LineRow) => ({
  productType: row.product_type,
  orderStatus: row.order_status,
  qty: row.qty,
  qtyCancelled: row.qty_cancelled,
  qtyReturned: row.qty_returned,
  claims: row.claims,
});

export interface LockedLine {
  orderId: number;
  orderNumber: string;
  orderLineId: number;
  unitPriceCents: number;
  claimable: number;
  reason: string | null;
}

interface ClaimRow {
  id: number;
  number: string;
  status: ClaimStatus;
  order_id: number;
  order_number: string;
  order_line_id: number;
  sku: string;
  name: string;
  unit_price_cents: number;
  fault: WarrantyFault;
  computed_credit_cents: number;
  credit_cents: number | null;
  created_at: string;
  updated_at: string;
  account_id: number;
  account_name: string;
  dot_code: string;
  dot_week: number;
  dot_year: number;
  original_tread_mm: string | number;
  remaining_tread_mm: string | number;
  description: string | null;
  decision_note: string | null;
  credit_note: string | null;
  placed_by: string;
  version: number;
}

const CLAIM_COLUMNS = sql`c.id, c.number, c.status, c.order_id, o.number as order_number, c.order_line_id,
  l.sku, l.name, l.unit_price_cents, c.fault, c.computed_credit_cents, c.credit_cents, c.created_at, c.updated_at,
  c.account_id, a.name as account_name, c.dot_code, c.dot_week, c.dot_year, c.original_tread_mm,
  c.remaining_tread_mm, c.description, c.decision_note, cn.number as credit_note, u.name as placed_by, c.version`;

const CLAIM_FROM = sql`from warranty_claims c
  join orders o on o.id = c.order_id
  join order_lines l on l.id = c.order_line_id
  join accounts a on a.id = c.account_id
  join users u on u.id = c.user_id
  left join credit_notes cn on cn.id = c.credit_note_id`;

function toSummary(row: ClaimRow): ClaimSummary {
  return {
    id: row.id,
    number: row.number,
    status: row.status,
    order: { id: row.order_id, number: row.order_number },
    sku: row.sku,
    name: row.name,
    fault: row.fault,
    computed_credit: toDollars(row.computed_credit_cents),
    credit: row.credit_cents === null ? null : toDollars(row.credit_cents),
    created_at: iso(row.created_at),
  };
}

/** Who a timeline row names: staff by name for staff, "Tyreline" for the customer. */
type Audience = 'customer' | 'staff';

export function createWarrantyRepository(db: Db) {
  async function timeline(tx: Db, claimId: number, audience: Audience) {
    const events = await rows<{
      event: string;
      note: string | null;
      created_at: string;
      user_name: string | null;
      staff_name: string | null;
    }>(
      tx,
      sql`select e.event, e.note, e.created_at, u.name as user_name, s.name as staff_name
          from after_sale_events e
          left join users u on u.id = e.user_id
          left join staff_users s on s.id = e.staff_user_id
          where e.claim_id = ${claimId} order by e.id`,
    );
    return events.map((e) => ({
      event: e.event,
      note: e.note,
      at: iso(e.created_at),
      by: e.user_name ?? (e.staff_name === null ? null : audience === 'staff' ? e.staff_name : 'Tyreline'),
    }));
  }

  async function find(tx: Db, claimId: number, scope: SQL, audience: Audience) {
    const [row] = await rows<ClaimRow>(
      tx,
      sql`select ${CLAIM_COLUMNS} ${CLAIM_FROM} where c.id = ${claimId} and ${scope}`,
    );
    if (!row) return undefined;
    const photos = await rows<{ id: number; file_name: string; content_type: string; size_bytes: number }>(
      tx,
      sql`select id, file_name, content_type, size_bytes from warranty_claim_photos
          where claim_id = ${claimId} order by id`,
    );
    const claim: StaffClaim = {
      ...toSummary(row),
      order_line_id: row.order_line_id,
      unit_price: toDollars(row.unit_price_cents),
      dot_code: row.dot_code,
      dot_week: row.dot_week,
      dot_year: row.dot_year,
      original_tread_mm: Number(row.original_tread_mm),
      remaining_tread_mm: Number(row.remaining_tread_mm),
      description: row.description,
      decision_note: row.decision_note,
      credit_note: row.credit_note,
      photos: photos.map((p) => ({
        id: p.id,
        file_name: p.file_name,
        content_type: p.content_type,
        size: p.size_bytes,
      })),
      timeline: await timeline(tx, claimId, audience),
      placed_by: row.placed_by,
      updated_at: iso(row.updated_at),
      account: { id: row.account_id, name: row.account_name },
      version: row.version,
    };
    return claim;
  }

  return {
    /** The tyre lines of one of the account's orders with how many more claims each takes; undefined: no such order. */
    async claimableLines(
      accountId: number,
      orderId: number,
      { tyresOnly = true } = {},
    ): Promise<ClaimableLine[] | undefined> {
      const [order] = await rows<{ id: number }>(
        db,
        sql`select id from orders where id = ${orderId} and account_id = ${accountId}`,
      );
      if (!order) return undefined;
      const lines = await rows<LineRow>(
        db,
        lineFacts(sql`l.order_id = ${orderId} ${tyresOnly ? sql`and p.type = 'tyre'` : sql``}`),
      );
      return lines.map((row) => ({
        order_line_id: row.order_line_id,
        product_id: row.product_id,
        sku: row.sku,
        name: row.name,
        unit_price: toDollars(row.unit_price_cents),
        delivered_qty: row.qty - row.qty_cancelled,
        claimable_qty: claimableQty(facts(row)),
        reason: notClaimableReason(facts(row)),
      }));
    },

    /**
     * The line a claim names, locked for the claim's transaction (two claims on one line at once are counted
     * one after the other); undefined when the account has no such order or the line is not on it.
     */
    async lockLine(
      tx: Db,
      accountId: number,
      orderId: number,
      orderLineId: number,
    ): Promise<LockedLine | undefined> {
      const [locked] = await rows<{ number: string }>(
        tx,
        sql`select o.number from order_lines l join orders o on o.id = l.order_id
            where l.id = ${orderLineId} and l.order_id = ${orderId} and o.account_id = ${accountId}
            for update of l`,
      );
      if (!locked) return undefined;
      const [row] = await rows<LineRow>(tx, lineFacts(sql`l.id = ${orderLineId}`));
      return {
        orderId,
        orderNumber: locked.number,
        orderLineId,
        unitPriceCents: row!.unit_price_cents,
        claimable: claimableQty(facts(row!)),
        reason: notClaimableReason(facts(row!)),
      };
    },

    async orderExists(accountId: number, orderId: number): Promise<boolean> {
      const found = await rows<{ id: number }>(
        db,
        sql`select id from orders where id = ${orderId} and account_id = ${accountId}`,
      );
      return found.length > 0;
    },

    async insertClaim(
      tx: Db,
      claim: {
        orderId: number;
        orderLineId: number;
        accountId: number;
        userId: number;
        dotCode: string;
        dotWeek: number;
        dotYear: number;
        originalTreadMm: number;
        remainingTreadMm: number;
        fault: WarrantyFault;
        description: string | null;
        computedCreditCents: number;
      },
      photos: { storageKey: string; contentType: string; sizeBytes: number; fileName: string }[],
    ): Promise<{ id: number; number: string }> {
      const [{ id } = { id: 0 }] = await rows<{ id: number }>(
        tx,
        sql`select nextval('warranty_claims_id_seq')::int as id`,
      );
      const number = documentNumber('WC', id);
      await tx.execute(
        sql`insert into warranty_claims (id, number, order_id, order_line_id, account_id, user_id, dot_code, dot_week,
                                         dot_year, original_tread_mm, remaining_tread_mm, fault, description,
                                         computed_credit_cents)
            values (${id}, ${number}, ${claim.orderId}, ${claim.orderLineId}, ${claim.accountId}, ${claim.userId},
                    ${claim.dotCode}, ${claim.dotWeek}, ${claim.dotYear}, ${claim.originalTreadMm},
                    ${claim.remainingTreadMm}, ${claim.fault}, ${claim.description}, ${claim.computedCreditCents})`,
      );
      for (const photo of photos)
        await tx.execute(
          sql`insert into warranty_claim_photos (claim_id, storage_key, content_type, size_bytes, file_name)
              values (${id}, ${photo.storageKey}, ${photo.contentType}, ${photo.sizeBytes}, ${photo.fileName})`,
        );
      return { id, number };
    },

    async addEvent(
      tx: Db,
      event: { claimId: number; event: string; note?: string | null; userId?: number; staffUserId?: number },
    ): Promise<void> {
      await tx.execute(
        sql`insert into after_sale_events (claim_id, event, note, user_id, staff_user_id)
            values (${event.claimId}, ${event.event}, ${event.note ?? null}, ${event.userId ?? null},
                    ${event.staffUserId ?? null})`,
      );
    },

    async customerClaim(accountId: number, claimId: number): Promise<Claim | undefined> {
      const found = await find(db, claimId, sql`c.account_id = ${accountId}`, 'customer');
      if (!found) return undefined;
      const { account: _account, version: _version, ...claim } = found;
      return claim;
    },

    async staffClaim(claimId: number, tx: Db = db): Promise<StaffClaim | undefined> {
      return find(tx, claimId, sql`true`, 'staff');
    },

    async customerList(accountId: number, query: ClaimListQuery) {
      const where = sql`c.account_id = ${accountId} ${query.status ? sql`and c.status = ${query.status}` : sql``}`;
      return list(db, where, query, (row) => toSummary(row));
    },

    async staffList(query: StaffClaimListQuery) {
      const text = query.q ? likePattern(query.q) : null;
      const where = sql`true ${query.status ? sql`and c.status = ${query.status}` : sql``}
        ${text ? sql`and (lower(c.number) like ${text} or lower(a.name) like ${text} or lower(o.number) like ${text} or lower(l.sku) like ${text})` : sql``}`;
      return list(db, where, query, (row): StaffClaimSummary => ({
        ...toSummary(row),
        account: { id: row.account_id, name: row.account_name },
      }));
    },

    /** A claim's photo row, within `scope` (the customer's account, or any for staff). */
    async photo(claimId: number, photoId: number, scope: SQL) {
      const [row] = await rows<{
        storage_key: string;
        content_type: string;
        file_name: string;
        number: string;
      }>(
        db,
        sql`select p.storage_key, p.content_type, p.file_name, c.number
            from warranty_claim_photos p join warranty_claims c on c.id = p.claim_id
            where p.id = ${photoId} and p.claim_id = ${claimId} and ${scope}`,
      );
      return row;
    },

    /** Every photo's key and type of a claim, for its PDF. */
    async photoKeys(claimId: number) {
      return rows<{ storage_key: string; content_type: string; file_name: string }>(
        db,
        sql`select storage_key, content_type, file_name from warranty_claim_photos where claim_id = ${claimId} order by id`,
      );
    },

    /** The claim locked for a decision: its status, version and what the credit may be. */
    async lockForDecision(tx: Db, claimId: number) {
      const [row] = await rows<{
        id: number;
        number: string;
        status: ClaimStatus;
        version: number;
        account_id: number;
        order_id: number;
        computed_credit_cents: number;
        unit_price_cents: number;
        credit_cents: number | null;
        decision_note: string | null;
      }>(
        tx,
        sql`select c.id, c.number, c.status, c.version, c.account_id, c.order_id, c.computed_credit_cents,
                   l.unit_price_cents, c.credit_cents, c.decision_note
            from warranty_claims c join order_lines l on l.id = c.order_line_id
            where c.id = ${claimId} for update of c`,
      );
      return row;
    },

    async decide(
      tx: Db,
      claimId: number,
      decision: {
        status: ClaimStatus;
        creditCents: number | null;
        note: string | null;
        creditNoteId: number | null;
      },
    ): Promise<void> {
      await tx.execute(
        sql`update warranty_claims set status = ${decision.status}, credit_cents = ${decision.creditCents},
                   decision_note = ${decision.note}, credit_note_id = ${decision.creditNoteId},
                   version = version + 1, updated_at = now()
            where id = ${claimId}`,
      );
    },
  };
}

async function list<T>(
  db: Db,
  where: SQL,
  query: { page: number; per_page: number },
  map: (row: ClaimRow) => T,
): Promise<{ data: T[]; total: number }> {
  const found = await rows<ClaimRow & { total: number }>(
    db,
    sql`select ${CLAIM_COLUMNS}, count(*) over ()::int as total ${CLAIM_FROM} where ${where}
        order by c.id desc limit ${query.per_page} offset ${(query.page - 1) * query.per_page}`,
  );
  return { data: found.map(map), total: found[0]?.total ?? 0 };
}

export type WarrantyRepository = ReturnType<typeof createWarrantyRepository>;
