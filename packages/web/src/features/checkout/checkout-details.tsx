import { Col, Form, Input, Row, Select } from 'antd';
import { AU_STATES } from '@tyreline/domain/contract/orders';
import { isPickUpShipType, needsDeliveryAddress, SHIP_TYPES } from '@tyreline/domain/enums';
import { useEmployees } from './api/get-employees.ts';
import { usePaymentTypes } from './api/get-payment-types.ts';
import { useWarehouses } from './api/get-warehouses.ts';

const SHIP_TYPE_OPTIONS = SHIP_TYPES.map((type) => ({ value: type.id, label: type.name }));
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
    notFoundContent: query.isError ? 'Could not load the list — try again later' : undefined,
  };
}

/** Ship type, warehouse, delivery address, reference, contact, payment and notes. */
export function CheckoutDetails({ disabled }: { disabled: boolean }) {
  const form = Form.useFormInstance();
  const shipType = Form.useWatch<number | undefined>('ship_type', form);
  const warehouses = useWarehouses();
  const employees = useEmployees();
  const paymentTypes = usePaymentTypes();
  const pickUp = shipType !== undefined && isPickUpShipType(shipType);
  const delivery = shipType !== undefined && needsDeliveryAddress(shipType);
  const warehouseOptions = {
    ...lookupProps(warehouses),
    options: (warehouses.data ?? [])
      .filter((w) => !pickUp || w.pick_up)
      .map((w) => ({ value: w.id, label: w.name })),
  };

  return (
    <fieldset className="checkout-details" disabled={disabled}>
      <legend className="visually-hidden">Delivery and payment</legend>
      <Row gutter={16}>
        <Col xs={24} md={12}>
          <Form.Item name="ship_type" label="Ship type" required>
            <Select
              options={SHIP_TYPE_OPTIONS}
              onChange={(next: number) => {
                const current = warehouses.data?.find((w) => w.id === form.getFieldValue('warehouse_id'));
                if (isPickUpShipType(next) && current && !current.pick_up)
                  form.setFieldValue('warehouse_id', undefined);
              }}
            />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item
            name="warehouse_id"
            label={pickUp ? 'Pick-up warehouse' : 'Dispatch warehouse'}
            required
            extra={pickUp ? 'Where you will collect the order.' : undefined}
          >
            <Select placeholder="Choose a warehouse" {...warehouseOptions} />
          </Form.Item>
        </Col>
      </Row>
      {delivery && (
        <div className="checkout-address" role="group" aria-labelledby="checkout-address-title">
          <h3 id="checkout-address-title">Delivery address</h3>
          <Row gutter={16}>
            <Col xs={24}>
              <Form.Item name={['delivery_address', 'street']} label="Street" required>
                <Input autoComplete="street-address" maxLength={200} />
              </Form.Item>
            </Col>
            <Col xs={24} md={12}>
              <Form.Item name={['delivery_address', 'suburb']} label="Suburb" required>
                <Input autoComplete="address-level2" maxLength={100} />
              </Form.Item>
            </Col>
            <Col xs={12} md={6}>
              <Form.Item name={['delivery_address', 'state']} label="State" required>
                <Select options={STATE_OPTIONS} placeholder="State" />
              </Form.Item>
            </Col>
            <Col xs={12} md={6}>
              <Form.Item name={['delivery_address', 'postcode']} label="Postcode" required>
                <Input autoComplete="postal-code" inputMode="numeric" maxLength={4} />
              </Form.Item>
            </Col>
          </Row>
        </div>
      )}
      <Row gutter={16}>
        <Col xs={24} md={12}>
          <Form.Item name="customer_reference" label="Your reference (PO)">
            <Input maxLength={50} placeholder="e.g. PO-4471" />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item name="payment_type_id" label="Payment type" required>
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
