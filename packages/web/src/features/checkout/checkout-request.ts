import type { CartLine } from '@tyreline/domain/cart';
import {
  CHECKOUT_LABELS,
  checkoutRequest,
  type CheckoutRequest,
  type DeliveryAddress,
} from '@tyreline/domain/contract/orders';
import { isPickUpShipType, needsDeliveryAddress } from '@tyreline/domain/enums';
import { required } from '@tyreline/domain/messages';

/** What the checkout form holds; the cart lines come from the cart store. */
export interface CheckoutValues {
  ship_type?: number;
  warehouse_id?: number;
  delivery_address?: Partial<DeliveryAddress>;
  /** A saved address's id, or NEW_ADDRESS for the one typed. */
  delivery_address_id?: number;
  customer_reference?: string;
  employee_id?: number | null;
  payment_type_id?: number;
  notes?: string;
}

export type FieldPath = (string | number)[];
export interface FieldError {
  name: FieldPath;
  errors: string[];
}

/** The "A new address" choice beside the saved ones. */
export const NEW_ADDRESS = 0;

/**
 * The labels the form shows (the domain's, which the schema's messages are made from), so an empty field
 * always reads '{label} is required' (docs/product.md §5); the warehouse's depends on the ship type.
 */
function labelOf(key: string, shipType: number | undefined): string | undefined {
  const labels: Record<string, string> = {
    ship_type: CHECKOUT_LABELS.ship_type,
    warehouse_id:
      shipType !== undefined && isPickUpShipType(shipType)
        ? CHECKOUT_LABELS.pick_up_warehouse_id
        : CHECKOUT_LABELS.warehouse_id,
    'delivery_address.street': CHECKOUT_LABELS.street,
    'delivery_address.suburb': CHECKOUT_LABELS.suburb,
    'delivery_address.state': CHECKOUT_LABELS.state,
    'delivery_address.postcode': CHECKOUT_LABELS.postcode,
    payment_type_id: CHECKOUT_LABELS.payment_type_id,
  };
  return labels[key];
}

const blankToNull = (value: string | undefined) => (value?.trim() ? value : null);

/** The request the server will get: only the address a delivery needs, empty optional text as null. */
export function toCheckoutRequest(values: CheckoutValues, lines: readonly CartLine[]): CheckoutRequest {
  const shipType = values.ship_type;
  const delivers = shipType !== undefined && needsDeliveryAddress(shipType);
  const savedId = delivers && values.delivery_address_id ? values.delivery_address_id : null;
  return {
    // A line added from a vehicle's view carries the vehicle and any override: checkout checks the fit again.
    lines: lines.map((line) => ({
      product_id: line.data.id,
      qty: line.qty,
      ...(line.fit && { vehicle_id: line.fit.vehicle_id, fit_override: line.fit.override }),
    })),
    ship_type: shipType as CheckoutRequest['ship_type'],
    warehouse_id: values.warehouse_id as number,
    delivery_address:
      delivers && savedId === null
        ? ({ street: '', suburb: '', postcode: '', ...values.delivery_address } as DeliveryAddress)
        : null,
    delivery_address_id: savedId,
    customer_reference: blankToNull(values.customer_reference),
    employee_id: values.employee_id ?? null,
    payment_type_id: values.payment_type_id as number,
    notes: blankToNull(values.notes),
  };
}

function isBlank(value: unknown): boolean {
  return value === undefined || value === null || (typeof value === 'string' && value.trim() === '');
}

function valueAt(source: unknown, path: FieldPath): unknown {
  return path.reduce<unknown>(
    (node, key) => (node && typeof node === 'object' ? (node as never)[key] : undefined),
    source,
  );
}

/** Groups messages by field; an empty field with a known label gets the required message, whatever rule failed. */
export function fieldErrors(issues: { path: FieldPath; message: string }[], request: unknown): FieldError[] {
  const byField = new Map<string, FieldError>();
  for (const issue of issues) {
    const key = issue.path.join('.');
    const label = labelOf(key, (request as { ship_type?: number } | null)?.ship_type);
    const message = label && isBlank(valueAt(request, issue.path)) ? required(label) : issue.message;
    const entry = byField.get(key) ?? { name: issue.path, errors: [] };
    if (!entry.errors.includes(message)) entry.errors.push(message);
    byField.set(key, entry);
  }
  return [...byField.values()];
}

/** Runs the shared contract schema (the same one the server runs) on what the form would send. */
export function validateCheckout(
  values: CheckoutValues,
  lines: readonly CartLine[],
): { ok: true; request: CheckoutRequest } | { ok: false; errors: FieldError[] } {
  const request = toCheckoutRequest(values, lines);
  const parsed = checkoutRequest.safeParse(request);
  if (parsed.success) return { ok: true, request: parsed.data };
  const issues = parsed.error.issues.map((issue) => ({
    path: issue.path.filter((p): p is string | number => typeof p !== 'symbol'),
    message: issue.message,
  }));
  return { ok: false, errors: fieldErrors(issues, request) };
}

/** A 422 answer's `{ "delivery_address.street": [..] }` as form fields ('lines.0.qty' → ['lines', 0, 'qty']). */
export function serverFieldErrors(errors: Record<string, string[]>): FieldError[] {
  return Object.entries(errors).map(([key, messages]) => ({
    name: key.split('.').map((part) => (/^\d+$/.test(part) ? Number(part) : part)),
    errors: messages,
  }));
}
