import { useMemo, useState } from 'react';
import type { OrderEditRequest } from '@tyreline/domain/contract/order-edits';
import type { StaffOrder } from '@tyreline/domain/contract/staff';
import { MAX_LINE_QTY } from '@tyreline/domain/contract/orders';
import { isOrderEditable, orderEditSummary, orderLineChanges } from '@tyreline/domain/order-edits';
import { toCents } from '@tyreline/domain/money';
import { staffMay } from '@tyreline/domain/staff';
import { Money } from '../../components/money.tsx';
import { showSuccess } from '../../lib/feedback.ts';
import { ApiError } from '../../lib/http-client.ts';
import { Alert } from '../../ui/alert.tsx';
import { Button } from '../../ui/button.tsx';
import { Dialog } from '../../ui/dialog.tsx';
import { DeleteIcon, EditIcon } from '../../ui/icons.tsx';
import { NumberField } from '../../ui/number-field.tsx';
import { TextArea } from '../../ui/text-field.tsx';
import { useStaffMe } from '../session/api/get-staff-me.ts';
import { useEditStaffOrder, useOrderEditPreview } from './api/edit-staff-order.ts';
import { AddProduct, shortLabel, useSettled, type DraftLine } from './order-edit-add.tsx';
import './order-lines-editor.css';

const money = (dollars: number) => <Money cents={toCents(dollars)} />;

/** What a refused edit says about each line (by product) and about the edit as a whole. */
function refusalOf(error: unknown, lines: readonly DraftLine[]) {
  const byProduct = new Map<number, string[]>();
  const general: string[] = [];
  if (!(error instanceof ApiError)) return { byProduct, general };
  const add = (productId: number | undefined, text: string) => {
    if (productId === undefined) general.push(text);
    else byProduct.set(productId, [...(byProduct.get(productId) ?? []), text]);
  };
  const body = error.body as { short_lines?: { product_id: number }[]; message?: string | string[] } | null;
  if (body?.short_lines) {
    const texts = Array.isArray(body.message) ? body.message : [error.message];
    body.short_lines.forEach((short, index) => add(short.product_id, texts[index] ?? error.message));
    return { byProduct, general };
  }
  const fields = Object.entries(error.fieldErrors);
  if (fields.length === 0) general.push(error.message);
  for (const [field, texts] of fields) {
    const index = /^lines\.(\d+)\./.exec(field)?.[1];
    const productId = index === undefined ? undefined : lines[Number(index)]?.product_id;
    for (const text of texts) add(productId, text);
  }
  return { byProduct, general };
}

function EditorBody({ order, onClose }: { order: StaffOrder; onClose: () => void }) {
  const [lines, setLines] = useState<DraftLine[]>(() =>
    order.lines.map((l) => ({
      product_id: l.product_id,
      sku: l.sku,
      name: l.name,
      unit_price: l.unit_price,
      qty: l.qty,
    })),
  );
  const [reason, setReason] = useState('');
  const save = useEditStaffOrder(order.id);

  const complete = lines.length > 0 && lines.every((l) => l.qty !== null && l.qty >= 1);
  const body: OrderEditRequest | null = complete
    ? { version: order.version, lines: lines.map((l) => ({ product_id: l.product_id, qty: l.qty! })) }
    : null;
  // What changes, in the words the order's history will show (a new product's price comes with the preview).
  const changes = useMemo(
    () =>
      orderLineChanges(
        order.lines.map((l) => ({ ...l, unit_price_cents: toCents(l.unit_price) })),
        lines.map((l) => ({ product_id: l.product_id, qty: l.qty ?? 0 })),
        new Map(lines.map((l) => [l.product_id, { ...l, unit_price_cents: 0, qty: 0 }])),
      ),
    [order.lines, lines],
  );
  const changed = changes.length > 0;
  const preview = useOrderEditPreview(order.id, useSettled(changed ? body : null));
  const shown = preview.isError ? undefined : preview.data?.data.order;
  // Added products keep the price the last good preview gave them while a later one is refused.
  const [lastShown, setLastShown] = useState(shown);
  if (shown && shown !== lastShown) setLastShown(shown);
  const refusal = refusalOf(save.error ?? preview.error, lines);
  const priceOf = (productId: number) => lastShown?.lines.find((l) => l.product_id === productId)?.unit_price;

  // While the preview is on its way, an ellipsis; with nothing changed or the preview refused, a dash.
  const dash = !changed || preview.isError ? '—' : '…';
  const next = changed ? shown : undefined;
  const setQty = (productId: number, qty: number | null) =>
    setLines((all) => all.map((l) => (l.product_id === productId ? { ...l, qty } : l)));
  const remove = (productId: number) => setLines((all) => all.filter((l) => l.product_id !== productId));
  const add = (line: DraftLine) =>
    setLines((all) =>
      all.some((l) => l.product_id === line.product_id)
        ? all.map((l) =>
            l.product_id === line.product_id ? { ...l, qty: (l.qty ?? 0) + (line.qty ?? 0) } : l,
          )
        : [...all, line],
    );

  const submit = () => {
    if (!body) return;
    save.mutate(
      { ...body, ...(reason.trim() ? { reason: reason.trim() } : {}) },
      {
        onSuccess: (answer) => {
          showSuccess(
            answer.data.credit_note
              ? `${order.number} changed; credit note ${answer.data.credit_note} issued.`
              : `${order.number} changed.`,
          );
          onClose();
        },
      },
    );
  };

  return (
    <div className="order-edit">
      <ul className="order-edit-lines" aria-label="Lines">
        {lines.map((line) => {
          const errors = refusal.byProduct.get(line.product_id) ?? [];
          const price = line.unit_price ?? priceOf(line.product_id);
          return (
            <li key={line.product_id} className="order-edit-line" data-testid="order-edit-line">
              <div className="order-edit-product">
                <strong>{line.name}</strong>
                <span className="order-edit-sku">
                  {line.sku} · {price === undefined ? 'priced at the account’s price' : money(price)}
                  {line.unit_price === null && ' (new)'}
                </span>
              </div>
              <NumberField
                label={shortLabel('Qty', `Quantity of ${line.sku}`)}
                className="order-edit-qty"
                min={1}
                max={MAX_LINE_QTY}
                formatOptions={{ maximumFractionDigits: 0, useGrouping: false }}
                value={line.qty}
                onChange={(qty) => setQty(line.product_id, qty)}
                errorMessage={
                  errors.length > 0
                    ? errors.join(' ')
                    : line.qty === null
                      ? 'Quantity is required'
                      : undefined
                }
              />
              <Button
                aria-label={`Remove ${line.sku}`}
                icon={<DeleteIcon />}
                variant="danger"
                className="order-edit-remove"
                // An order needs a line: the last one goes by cancelling the order.
                isDisabled={lines.length === 1}
                onPress={() => remove(line.product_id)}
              />
            </li>
          );
        })}
      </ul>
      <AddProduct onAdd={add} />
      <TextArea label="Reason (optional)" rows={2} maxLength={500} value={reason} onChange={setReason} />

      {refusal.general.length > 0 && <Alert type="error" title={refusal.general.join(' ')} />}
      {/* The same rows before and after the first change: the dialog keeps its size under the pointer. */}
      <section className="order-edit-preview" aria-label="New totals" aria-busy={preview.isFetching}>
        {changed ? (
          <p data-testid="order-edit-summary">{orderEditSummary(changes)}</p>
        ) : (
          <p>Change a quantity, remove a line or add a product.</p>
        )}
        <dl className="staff-totals">
          <dt>Total before</dt>
          <dd>{money(order.total)}</dd>
          <dt>Subtotal (excl. GST)</dt>
          <dd>{next ? money(next.subtotal) : dash}</dd>
          <dt>GST</dt>
          <dd>{next ? money(next.gst) : dash}</dd>
          <dt>New total</dt>
          <dd className="staff-total" data-testid="order-edit-total">
            {next ? money(next.total) : dash}
          </dd>
          <dt>{(preview.data?.data.total_change ?? 0) < 0 ? 'Credit note' : 'Invoiced'}</dt>
          <dd>{next && preview.data ? money(Math.abs(preview.data.data.total_change)) : dash}</dd>
        </dl>
      </section>
      <div className="order-edit-buttons">
        <Button onPress={onClose}>Back</Button>
        <Button variant="primary" isDisabled={!changed || !body} isPending={save.isPending} onPress={submit}>
          Save changes
        </Button>
      </div>
    </div>
  );
}

/**
 * "Edit lines" on the staff order page (docs/product.md §24): for roles that may edit orders, while nobody
 * has started picking. Quantities change, lines go, products come (priced at the account's price now); the
 * new totals show before saving, and a refusal (stock, credit, a stale version) shows beside what it names.
 */
export function OrderLinesEditor({ order }: { order: StaffOrder }) {
  const me = useStaffMe();
  const [open, setOpen] = useState(false);
  if (!staffMay(me.data?.role, 'editOrders') || !isOrderEditable(order.status)) return null;
  return (
    <>
      <Button icon={<EditIcon />} onPress={() => setOpen(true)}>
        Edit lines
      </Button>
      {open && (
        <Dialog isOpen onOpenChange={setOpen} size="lg" title={`Edit the lines of ${order.number}`}>
          <EditorBody order={order} onClose={() => setOpen(false)} />
        </Dialog>
      )}
    </>
  );
}
