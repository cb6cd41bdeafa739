import { useEffect, type ReactNode } from 'react';
import { Col, Form, Input, Radio, Row, Select } from 'antd';
import {
  AU_STATES,
  CHECKOUT_LABELS,
  type SavedAddress,
  type WarehouseFill,
} from '@tyreline/domain/contract/orders';
import { CUSTOMER_SHIP_TYPES, isPickUpShipType, needsDeliveryAddress } from '@tyreline/domain/enums';
import { useDeliveryAddresses } from './api/get-delivery-addresses.ts';
import { useEmployees } from './api/get-employees.ts';
import { usePaymentTypes } from './api/get-payment-types.ts';
import { useWarehouses } from './api/get-warehouses.ts';
import { useWarehouseFill } from './api/get-warehouse-fill.ts';
import { NEW_ADDRESS } from './checkout-request.ts';

const STATE_OPTIONS = AU_STATES.map((state) => ({ value: state, label: state }));

/** A select's options from a lookup call: a spinner while it loads, its error in place of the options. */
function lookupProps<T extends { id: number; name: string }>(query: {
  data?: T[];
  isPending: boolean;
  isError: boolean;
}) {
  return {
    loading: query.isPending,
    options: query.data?.map((item) => ({ value: item.id, label: item.name })) ?? [],
    // A remembered choice arrives before the list: never show its bare id meanwhile.
    labelRender: ({ label }: { label?: ReactNode }) => label ?? (query.isPending ? 'Loading…' : ''),
    notFoundContent: query.isError ? 'Could not load the list — try again later' : undefined,
  };
}

/** A choice with its name and a line saying what it means. */
function Choice({ name, detail, warn = false }: { name: string; detail: string; warn?: boolean }) {
  return (
    <span className="checkout-choice">
      <span className="checkout-choice-name">{name}</span>
      <span className={warn ? 'checkout-choice-detail checkout-choice-short' : 'checkout-choice-detail'}>
        {detail}
      </span>
    </span>
  );
}

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
  disabled: boolean;
  lines: { product_id: number; qty: number }[];
  rememberedWarehouse: number | null;
}

/** Ship type, warehouse (with what each can fill), delivery address, reference, contact, payment and notes. */
export function CheckoutDetails({ disabled, lines, rememberedWarehouse }: CheckoutDetailsProps) {
  const form = Form.useFormInstance();
  const shipType = Form.useWatch<number | undefined>('ship_type', form);
  const warehouseId = Form.useWatch<number | undefined>('warehouse_id', form);
  const addressId = Form.useWatch<number | undefined>('delivery_address_id', form);
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
    if (best !== undefined) form.setFieldValue('warehouse_id', best);
  });

  // Nothing remembered: the first payment type (on account) is the trade default.
  const firstPayment = paymentTypes.data?.[0]?.id;
  useEffect(() => {
    if (firstPayment !== undefined && form.getFieldValue('payment_type_id') === undefined)
      form.setFieldValue('payment_type_id', firstPayment);
  }, [firstPayment, form]);

  const warehouseLabel = pickUp ? CHECKOUT_LABELS.pick_up_warehouse_id : CHECKOUT_LABELS.warehouse_id;

  return (
    <fieldset className="checkout-details" disabled={disabled}>
      <legend className="visually-hidden">Delivery and payment</legend>
      <Form.Item name="ship_type" label={CHECKOUT_LABELS.ship_type} required>
        <Radio.Group className="checkout-choices" aria-label={CHECKOUT_LABELS.ship_type}>
          {CUSTOMER_SHIP_TYPES.map((type) => (
            <Radio key={type.id} value={type.id} className="checkout-choice-radio">
              <Choice name={type.name} detail={type.description} />
            </Radio>
          ))}
        </Radio.Group>
      </Form.Item>
      <Form.Item
        name="warehouse_id"
        label={warehouseLabel}
        required
        extra={pickUp ? 'Where you will collect the order.' : undefined}
        messageVariables={{ label: warehouseLabel }}
      >
        <Radio.Group className="checkout-choices" aria-label={warehouseLabel}>
          {(warehouses.data ?? [])
            .filter((w) => allowed(w.id))
            .map((w) => {
              const { text, short } = fillText(fills.find((f) => f.id === w.id));
              return (
                <Radio key={w.id} value={w.id} className="checkout-choice-radio checkout-warehouse">
                  <Choice name={w.name} detail={text} warn={short} />
                </Radio>
              );
            })}
        </Radio.Group>
      </Form.Item>
      {delivery && (
        <div className="checkout-address" role="group" aria-labelledby="checkout-address-title">
          <h3 id="checkout-address-title">Delivery address</h3>
          {saved.length > 0 && (
            <Form.Item name="delivery_address_id" label="Deliver to">
              <Radio.Group className="checkout-choices" aria-label="Deliver to">
                {saved.map((a) => (
                  <Radio key={a.id} value={a.id} className="checkout-choice-radio">
                    <Choice name={a.street} detail={addressText(a)} />
                  </Radio>
                ))}
                <Radio value={NEW_ADDRESS} className="checkout-choice-radio">
                  <Choice name="A new address" detail="Type it below; we keep it for next time." />
                </Radio>
              </Radio.Group>
            </Form.Item>
          )}
          {typing && (
            <Row gutter={16}>
              <Col xs={24}>
                <Form.Item name={['delivery_address', 'street']} label={CHECKOUT_LABELS.street} required>
                  <Input autoComplete="street-address" maxLength={200} />
                </Form.Item>
              </Col>
              <Col xs={24} md={12}>
                <Form.Item name={['delivery_address', 'suburb']} label={CHECKOUT_LABELS.suburb} required>
                  <Input autoComplete="address-level2" maxLength={100} />
                </Form.Item>
              </Col>
              <Col xs={12} md={6}>
                <Form.Item name={['delivery_address', 'state']} label={CHECKOUT_LABELS.state} required>
                  <Select options={STATE_OPTIONS} placeholder="State" />
                </Form.Item>
              </Col>
              <Col xs={12} md={6}>
                <Form.Item name={['delivery_address', 'postcode']} label={CHECKOUT_LABELS.postcode} required>
                  <Input autoComplete="postal-code" inputMode="numeric" maxLength={4} />
                </Form.Item>
              </Col>
            </Row>
          )}
        </div>
      )}
      <Row gutter={16}>
        <Col xs={24} md={12}>
          <Form.Item name="customer_reference" label="Your reference (PO)">
            <Input maxLength={50} placeholder="e.g. PO-4471" />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item name="payment_type_id" label={CHECKOUT_LABELS.payment_type_id} required>
            <Select placeholder="Choose how you pay" {...lookupProps(paymentTypes)} />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item name="employee_id" label="Sales contact">
            <Select placeholder="Optional" allowClear {...lookupProps(employees)} />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item name="notes" label="Notes">
            <Input.TextArea autoSize={{ minRows: 1, maxRows: 4 }} maxLength={1000} />
          </Form.Item>
        </Col>
      </Row>
    </fieldset>
  );
}
