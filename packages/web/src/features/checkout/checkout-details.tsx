import { useEffect } from 'react';
import {
  AU_STATES,
  CHECKOUT_LABELS,
  type DeliveryAddress,
  type SavedAddress,
  type WarehouseFill,
} from '@tyreline/domain/contract/orders';
import { CUSTOMER_SHIP_TYPES, isPickUpShipType, needsDeliveryAddress } from '@tyreline/domain/enums';
import { ChoiceCards } from '../../ui/choice-cards.tsx';
import { Select } from '../../ui/select.tsx';
import { TextArea, TextField } from '../../ui/text-field.tsx';
import { useDeliveryAddresses } from './api/get-delivery-addresses.ts';
import { useEmployees } from './api/get-employees.ts';
import { usePaymentTypes } from './api/get-payment-types.ts';
import { useWarehouses } from './api/get-warehouses.ts';
import { useWarehouseFill } from './api/get-warehouse-fill.ts';
import { NEW_ADDRESS, type CheckoutValues } from './checkout-request.ts';

const STATE_OPTIONS = AU_STATES.map((state) => ({ value: state, label: state }));

/** The sales contact is optional: this choice takes one back. */
const NO_CONTACT = 'none';

/** A select's options from a lookup call: 'Loading…' while it loads, a word when it failed. */
function lookupProps<T extends { id: number; name: string }>(
  query: { data?: T[]; isPending: boolean; isError: boolean },
  placeholder: string,
) {
  return {
    options: query.data?.map((item) => ({ value: String(item.id), label: item.name })) ?? [],
    // A remembered choice arrives before the list: never show its bare id meanwhile.
    placeholder: query.isPending ? 'Loading…' : placeholder,
    description: query.isError ? 'Could not load the list — try again later' : undefined,
  };
}

const idOf = (value: number | null | undefined) => (value == null ? null : String(value));

function fillText(fill: WarehouseFill | undefined): { text: string; short: boolean } {
  if (!fill) return { text: 'Checking stock…', short: false };
  if (fill.filled === fill.lines)
    return {
      text: fill.lines === 1 ? 'Has your line in stock' : `Has all ${fill.lines} lines in stock`,
      short: false,
    };
  if (fill.lines === 1) return { text: 'Not enough in stock for your line', short: true };
  return { text: `Has ${fill.filled} of your ${fill.lines} lines in stock`, short: true };
}

const addressText = (a: SavedAddress) => `${a.street}, ${a.suburb} ${a.state} ${a.postcode}`;

/**
 * The warehouse to offer first: the one remembered from the last order when it fills the whole cart, else
 * the first that does, else the one that fills most.
 */
export function bestWarehouse(
  fills: readonly WarehouseFill[],
  allowed: (id: number) => boolean,
  remembered: number | null,
): number | undefined {
  const candidates = fills.filter((w) => allowed(w.id));
  const full = candidates.filter((w) => w.filled === w.lines);
  return (
    full.find((w) => w.id === remembered)?.id ??
    full[0]?.id ??
    [...candidates].sort((a, b) => b.filled - a.filled)[0]?.id
  );
}

interface CheckoutDetailsProps {
  values: CheckoutValues;
  onChange: (patch: Partial<CheckoutValues>) => void;
  disabled: boolean;
  lines: { product_id: number; qty: number }[];
  rememberedWarehouse: number | null;
}

/** Ship type, warehouse (with what each can fill), delivery address, reference, contact, payment and notes. */
export function CheckoutDetails({
  values,
  onChange,
  disabled,
  lines,
  rememberedWarehouse,
}: CheckoutDetailsProps) {
  const { ship_type: shipType, warehouse_id: warehouseId, delivery_address_id: addressId } = values;
  const warehouses = useWarehouses();
  const fill = useWarehouseFill(lines);
  const addresses = useDeliveryAddresses();
  const employees = useEmployees();
  const paymentTypes = usePaymentTypes();
  const pickUp = shipType !== undefined && isPickUpShipType(shipType);
  const delivery = shipType !== undefined && needsDeliveryAddress(shipType);
  const saved = addresses.data ?? [];
  const typing = saved.length === 0 || addressId === NEW_ADDRESS || addressId === undefined;
  const pickUpAt = new Set((warehouses.data ?? []).filter((w) => w.pick_up).map((w) => w.id));
  const allowed = (id: number) => !pickUp || pickUpAt.has(id);
  const fills = fill.data ?? [];

  // No warehouse chosen (or one that cannot do this ship type): offer the best one for this cart.
  useEffect(() => {
    if (fills.length === 0 || !warehouses.data) return;
    if (warehouseId !== undefined && (!pickUp || pickUpAt.has(warehouseId))) return;
    const best = bestWarehouse(fills, (id) => !pickUp || pickUpAt.has(id), rememberedWarehouse);
    if (best !== undefined) onChange({ warehouse_id: best });
  });

  // Nothing remembered: the first payment type (on account) is the trade default.
  const firstPayment = paymentTypes.data?.[0]?.id;
  const paymentId = values.payment_type_id;
  useEffect(() => {
    if (firstPayment !== undefined && paymentId === undefined) onChange({ payment_type_id: firstPayment });
  }, [firstPayment, paymentId, onChange]);

  const address = values.delivery_address ?? {};
  const setAddress = (key: keyof DeliveryAddress) => (value: string) =>
    onChange({ delivery_address: { ...address, [key]: value } });
  const contact = lookupProps(employees, 'Optional');
  const warehouseLabel = pickUp ? CHECKOUT_LABELS.pick_up_warehouse_id : CHECKOUT_LABELS.warehouse_id;

  return (
    <fieldset className="checkout-details" disabled={disabled}>
      <legend className="visually-hidden">Delivery and payment</legend>
      <ChoiceCards
        name="ship_type"
        label={CHECKOUT_LABELS.ship_type}
        isRequired
        value={idOf(shipType)}
        onChange={(id) => onChange({ ship_type: Number(id) })}
        options={CUSTOMER_SHIP_TYPES.map((type) => ({
          value: String(type.id),
          label: type.name,
          description: type.description,
        }))}
      />
      <ChoiceCards
        name="warehouse_id"
        label={warehouseLabel}
        isRequired
        description={pickUp ? 'Where you will collect the order.' : undefined}
        value={idOf(warehouseId)}
        onChange={(id) => onChange({ warehouse_id: Number(id) })}
        options={(warehouses.data ?? [])
          .filter((w) => allowed(w.id))
          .map((w) => {
            const { text, short } = fillText(fills.find((f) => f.id === w.id));
            return { value: String(w.id), label: w.name, description: text, warn: short };
          })}
      />
      {delivery && (
        <div className="checkout-address" role="group" aria-labelledby="checkout-address-title">
          <h3 id="checkout-address-title">Delivery address</h3>
          {saved.length > 0 && (
            <ChoiceCards
              name="delivery_address_id"
              label="Deliver to"
              value={idOf(addressId)}
              onChange={(id) => onChange({ delivery_address_id: Number(id) })}
              options={[
                ...saved.map((a) => ({ value: String(a.id), label: a.street, description: addressText(a) })),
                {
                  value: String(NEW_ADDRESS),
                  label: 'A new address',
                  description: 'Type it below; we keep it for next time.',
                },
              ]}
            />
          )}
          {typing && (
            <div className="checkout-address-fields">
              <TextField
                name="delivery_address.street"
                label={CHECKOUT_LABELS.street}
                isRequired
                autoComplete="street-address"
                maxLength={200}
                value={address.street ?? ''}
                onChange={setAddress('street')}
                className="checkout-street"
              />
              <TextField
                name="delivery_address.suburb"
                label={CHECKOUT_LABELS.suburb}
                isRequired
                autoComplete="address-level2"
                maxLength={100}
                value={address.suburb ?? ''}
                onChange={setAddress('suburb')}
                className="checkout-suburb"
              />
              <Select
                name="delivery_address.state"
                label={CHECKOUT_LABELS.state}
                isRequired
                placeholder="State"
                options={STATE_OPTIONS}
                value={address.state ?? null}
                onChange={setAddress('state')}
              />
              <TextField
                name="delivery_address.postcode"
                label={CHECKOUT_LABELS.postcode}
                isRequired
                autoComplete="postal-code"
                inputMode="numeric"
                maxLength={4}
                value={address.postcode ?? ''}
                onChange={setAddress('postcode')}
              />
            </div>
          )}
        </div>
      )}
      <div className="checkout-fields">
        <TextField
          name="customer_reference"
          label="Your reference (PO)"
          maxLength={50}
          placeholder="e.g. PO-4471"
          value={values.customer_reference ?? ''}
          onChange={(customer_reference) => onChange({ customer_reference })}
        />
        <Select
          name="payment_type_id"
          label={CHECKOUT_LABELS.payment_type_id}
          isRequired
          {...lookupProps(paymentTypes, 'Choose how you pay')}
          value={idOf(values.payment_type_id)}
          onChange={(id) => onChange({ payment_type_id: Number(id) })}
        />
        <Select
          name="employee_id"
          label="Sales contact"
          {...contact}
          options={[
            ...(values.employee_id == null ? [] : [{ value: NO_CONTACT, label: 'No sales contact' }]),
            ...contact.options,
          ]}
          value={idOf(values.employee_id)}
          onChange={(id) => onChange({ employee_id: id === NO_CONTACT ? null : Number(id) })}
        />
        <TextArea
          name="notes"
          label="Notes"
          rows={1}
          maxLength={1000}
          value={values.notes ?? ''}
          onChange={(notes) => onChange({ notes })}
        />
      </div>
    </fieldset>
  );
}
