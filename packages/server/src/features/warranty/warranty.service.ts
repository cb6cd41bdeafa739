import { randomUUID } from 'node:crypto';
import { buffer } from 'node:stream/consumers';
import { sql } from 'drizzle-orm';
import { claimFields, type Claim, type StaffClaim } from '@tyreline/domain/contract/warranty';
import { formatAud, toCents } from '@tyreline/domain/money';
import {
  CLAIM_STATUS_LABELS,
  WARRANTY_FAULT_LABELS,
  parseDot,
  proRataCreditCents,
  treadProblems,
  type ClaimStatus,
} from '@tyreline/domain/warranty';
import { inTransaction, type Db } from '../../db/client.ts';
import type { Supplier } from '../../env.ts';
import { audit } from '../../lib/audit.ts';
import type { Download } from '../../lib/download.ts';
import { AppError, invalid, notFound } from '../../lib/errors.ts';
import { letterhead, renderPdf } from '../../lib/pdf.ts';
import { StoredFileMissing, type Storage } from '../../lib/storage.ts';
import { issueCreditNote } from '../orders/credit-notes.repository.ts';
import type { ReceivedClaim } from './claim-upload.ts';
import { createWarrantyRepository } from './warranty.repository.ts';

const EXTENSIONS = { 'image/jpeg': 'jpg', 'image/png': 'png', 'image/webp': 'webp' } as const;

export interface Claimant {
  accountId: number;
  userId: number;
}

export type Decision =
  | { kind: 'approve'; version: number }
  | { kind: 'adjust'; version: number; credit: number; reason: string }
  | { kind: 'reject'; version: number; reason: string };

/** The zod issues of the claim's fields as `{ field: [messages] }`. */
function fieldErrorsOf(issues: { path: PropertyKey[]; message: string }[]): Record<string, string[]> {
  const errors: Record<string, string[]> = {};
  for (const issue of issues) (errors[String(issue.path[0] ?? 'body')] ??= []).push(issue.message);
  return errors;
}

export function createWarrantyService(
  db: Db,
  storage: Storage,
  options: { now?: () => Date; supplier: Supplier & { email: string } },
) {
  const repository = createWarrantyRepository(db);
  const now = options.now ?? (() => new Date());

  /** 409 for a decision on a claim someone else changed or decided first, with the claim as it is now. */
  async function refused(tx: Db, claimId: number, message: string): Promise<never> {
    throw new AppError('conflict', message, undefined, { current: await repository.staffClaim(claimId, tx) });
  }

  return {
    repository,

    /**
     * A customer's claim (docs/product.md §22): the fields and photos checked, the photos stored, then the claim,
     * its photos' rows and its first timeline row in one transaction; the stored photos are removed again if the
     * transaction fails, so nothing is half-written.
     */
    async submit(claimant: Claimant, orderId: number, received: ReceivedClaim): Promise<Claim> {
      if (!(await repository.orderExists(claimant.accountId, orderId))) throw notFound();
      const parsed = claimFields.safeParse(received.fields);
      const errors: Record<string, string[]> = parsed.success ? {} : fieldErrorsOf(parsed.error.issues);
      if (received.photoErrors.length > 0) errors.photos = received.photoErrors;
      if (parsed.success) {
        const dot = parseDot(parsed.data.dot_code, now());
        if (!dot.ok) errors.dot_code = [dot.message];
        for (const [field, message] of Object.entries(
          treadProblems(parsed.data.original_tread_mm, parsed.data.remaining_tread_mm),
        ))
          errors[field] = [message];
      }
      if (!parsed.success || Object.keys(errors).length > 0) {
        const first = Object.values(errors)[0]?.[0];
        throw invalid(errors, first ?? 'The given data was invalid.');
      }
      const fields = parsed.data;
      const dot = parseDot(fields.dot_code, now());
      if (!dot.ok) throw invalid({ dot_code: [dot.message] });
      const lines = await repository.claimableLines(claimant.accountId, orderId, { tyresOnly: false });
      const line = lines?.find((l) => l.order_line_id === fields.order_line_id);
      if (!line) throw invalid({ order_line_id: ['Choose a tyre of this order'] });
      if (line.claimable_qty === 0)
        throw invalid({ order_line_id: [line.reason ?? 'This tyre takes no claim'] });

      const stored: { storageKey: string; contentType: string; sizeBytes: number; fileName: string }[] = [];
      try {
        for (const photo of received.photos) {
          const storageKey = `claims/${randomUUID()}.${EXTENSIONS[photo.contentType]}`;
          await storage.put(storageKey, photo.bytes, photo.contentType);
          stored.push({
            storageKey,
            contentType: photo.contentType,
            sizeBytes: photo.bytes.length,
            fileName: photo.fileName,
          });
        }
        const { id } = await inTransaction(db, async (tx) => {
          const locked = await repository.lockLine(tx, claimant.accountId, orderId, fields.order_line_id);
          if (!locked) throw invalid({ order_line_id: ['Choose a tyre of this order'] });
          if (locked.claimable === 0)
            throw invalid({ order_line_id: [locked.reason ?? 'This tyre takes no claim'] });
          const computed = proRataCreditCents(
            locked.unitPriceCents,
            fields.original_tread_mm,
            fields.remaining_tread_mm,
          );
          const claim = await repository.insertClaim(
            tx,
            {
              orderId,
              orderLineId: fields.order_line_id,
              accountId: claimant.accountId,
              userId: claimant.userId,
              dotCode: dot.dot.code,
              dotWeek: dot.dot.week,
              dotYear: dot.dot.year,
              originalTreadMm: fields.original_tread_mm,
              remainingTreadMm: fields.remaining_tread_mm,
              fault: fields.fault,
              description: fields.description || null,
              computedCreditCents: computed,
            },
            stored,
          );
          await repository.addEvent(tx, { claimId: claim.id, event: 'submitted', userId: claimant.userId });
          return claim;
        });
        return (await repository.customerClaim(claimant.accountId, id))!;
      } catch (error) {
        await Promise.allSettled(stored.map((photo) => storage.delete(photo.storageKey)));
        throw error;
      }
    },

    /** Approve (the rule's credit), adjust (staff's credit, with a reason) or reject (with a reason); audited. */
    async decide(claimId: number, staffId: number, decision: Decision): Promise<StaffClaim> {
      await inTransaction(db, async (tx) => {
        const claim = await repository.lockForDecision(tx, claimId);
        if (!claim) throw notFound();
        if (claim.version !== decision.version)
          await refused(
            tx,
            claimId,
            `This claim was changed by someone else: it is now ${CLAIM_STATUS_LABELS[claim.status].toLowerCase()}`,
          );
        if (claim.status !== 'submitted')
          await refused(
            tx,
            claimId,
            `${claim.number} is already ${CLAIM_STATUS_LABELS[claim.status].toLowerCase()}`,
          );

        let status: ClaimStatus = 'rejected';
        let creditCents: number | null = null;
        let note: string | null = null;
        if (decision.kind === 'approve') {
          if (claim.computed_credit_cents <= 0)
            throw invalid(
              {
                credit: [
                  'The rule gives no credit: the tread left is at the legal minimum. Adjust it or reject the claim.',
                ],
              },
              'The rule gives no credit: the tread left is at the legal minimum. Adjust it or reject the claim.',
            );
          status = 'approved';
          creditCents = claim.computed_credit_cents;
        } else if (decision.kind === 'adjust') {
          creditCents = toCents(decision.credit);
          if (creditCents > claim.unit_price_cents)
            throw invalid({
              credit: [`The credit can be at most ${formatAud(claim.unit_price_cents)}, the tyre's price`],
            });
          status = 'approved';
          note = decision.reason.trim();
        } else {
          note = decision.reason.trim();
        }

        let creditNoteId: number | null = null;
        let creditNote: string | null = null;
        if (creditCents !== null) {
          const issued = await issueCreditNote(tx, {
            accountId: claim.account_id,
            orderId: claim.order_id,
            source: 'warranty',
            sourceReference: claim.number,
            amountCents: creditCents,
            reason: note ?? 'Pro-rata warranty credit',
            staffUserId: staffId,
          });
          creditNoteId = issued.id;
          creditNote = issued.number;
        }
        await repository.decide(tx, claimId, { status, creditCents, note, creditNoteId });
        const event =
          decision.kind === 'approve' ? 'approved' : decision.kind === 'adjust' ? 'adjusted' : 'rejected';
        await repository.addEvent(tx, {
          claimId,
          event,
          note:
            creditCents === null
              ? note
              : `${formatAud(creditCents)} credited (${creditNote})${note ? `: ${note}` : ''}`,
          staffUserId: staffId,
        });
        await audit(tx, {
          staffId,
          action: `warranty_claim.${decision.kind}`,
          entityType: 'warranty_claim',
          entityId: claimId,
          before: { status: claim.status, credit_cents: claim.credit_cents, version: claim.version },
          after: {
            status,
            credit_cents: creditCents,
            computed_credit_cents: claim.computed_credit_cents,
            credit_note: creditNote,
            note,
            version: claim.version + 1,
          },
        });
      });
      return (await repository.staffClaim(claimId))!;
    },

    /** A photo's bytes for the account that made the claim (`accountId`), or for staff (undefined). */
    async photo(claimId: number, photoId: number, accountId?: number): Promise<Download | undefined> {
      const scope = accountId === undefined ? sql`true` : sql`c.account_id = ${accountId}`;
      const found = await repository.photo(claimId, photoId, scope);
      if (!found) return undefined;
      try {
        const body = await buffer(await storage.get(found.storage_key));
        return { filename: `${found.number}-${found.file_name}`, contentType: found.content_type, body };
      } catch (error) {
        if (error instanceof StoredFileMissing) return undefined;
        throw error;
      }
    },

    /** The claim as the tyre maker reads it: the facts, the tread, the fault, the photos and the credit. */
    async pdf(claimId: number): Promise<Download | undefined> {
      const claim = await repository.staffClaim(claimId);
      if (!claim) return undefined;
      const images: { name: string; bytes: Buffer | null; type: string }[] = [];
      for (const photo of await repository.photoKeys(claimId)) {
        let bytes: Buffer | null = null;
        // pdfkit draws JPEG and PNG; a WebP photo is named, not drawn.
        if (photo.content_type !== 'image/webp') {
          try {
            bytes = await buffer(await storage.get(photo.storage_key));
          } catch (error) {
            if (!(error instanceof StoredFileMissing)) throw error;
          }
        }
        images.push({ name: photo.file_name, bytes, type: photo.content_type });
      }
      const body = await drawClaim(claim, images, options.supplier);
      return { filename: `warranty-claim-${claim.number}.pdf`, contentType: 'application/pdf', body };
    },
  };
}

export type WarrantyService = ReturnType<typeof createWarrantyService>;

const day = (iso: string) => iso.slice(0, 10);

function drawClaim(
  claim: StaffClaim,
  images: { name: string; bytes: Buffer | null; type: string }[],
  supplier: Supplier & { email: string },
): Promise<Buffer> {
  return renderPdf(`Warranty claim ${claim.number}`, (doc) => {
    letterhead(doc, supplier, 'Warranty claim', [
      ['Claim', claim.number],
      ['Date', day(claim.created_at)],
      ['Status', CLAIM_STATUS_LABELS[claim.status]],
    ]);
    const rows: [string, string][] = [
      ['Account', claim.account.name],
      ['Claimed by', claim.placed_by],
      ['Order', claim.order.number],
      ['Tyre', `${claim.sku} · ${claim.name}`],
      ['Price paid', formatAud(toCents(claim.unit_price))],
      ['DOT code', `${claim.dot_code} (week ${claim.dot_week} of ${claim.dot_year})`],
      ['Original tread', `${claim.original_tread_mm.toFixed(1)} mm`],
      ['Remaining tread', `${claim.remaining_tread_mm.toFixed(1)} mm`],
      ['Fault', WARRANTY_FAULT_LABELS[claim.fault]],
      ['Description', claim.description ?? '—'],
      ['Pro-rata credit', formatAud(toCents(claim.computed_credit))],
      [
        'Credit given',
        claim.credit === null ? '—' : `${formatAud(toCents(claim.credit))} (${claim.credit_note})`,
      ],
      ...(claim.decision_note ? [['Decision note', claim.decision_note] as [string, string]] : []),
    ];
    doc.fontSize(10);
    for (const [label, value] of rows) {
      const y = doc.y;
      doc.font('Helvetica-Bold').text(label, 50, y, { width: 120 });
      doc.font('Helvetica').text(value, 175, y, { width: 370 });
      doc.moveDown(0.3);
    }
    doc.x = 50;
    doc.moveDown(1);
    doc.font('Helvetica-Bold').fontSize(12).text(`Photos (${images.length})`);
    doc.font('Helvetica').fontSize(9);
    if (images.length === 0) doc.text('No photos were sent with this claim.');
    const box = { width: 240, height: 180 };
    let column = 0;
    for (const image of images) {
      if (!image.bytes) {
        doc.text(
          `${image.name}: ${image.type === 'image/webp' ? 'a WebP photo, kept with the claim' : 'missing'}`,
        );
        continue;
      }
      if (doc.y + box.height + 20 > doc.page.height - 50) {
        doc.addPage();
        column = 0;
      }
      const x = 50 + column * (box.width + 15);
      const y = doc.y;
      try {
        doc.image(image.bytes, x, y, { fit: [box.width, box.height] });
      } catch {
        // Its first bytes said image, its body is not one pdfkit can draw: named, not drawn.
        doc.text('(this photo could not be drawn)', x, y + box.height / 2, {
          width: box.width,
          align: 'center',
        });
      }
      doc.text(image.name, x, y + box.height + 2, { width: box.width });
      if (column === 1) doc.y = y + box.height + 16;
      else doc.y = y;
      column = 1 - column;
    }
    if (column === 1) doc.y += box.height + 16;
    doc.x = 50;
  });
}
