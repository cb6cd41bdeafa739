import { Form, Input, InputNumber, Select, Switch } from 'antd';
import {
  ACCOUNT_LABELS,
  PAYMENT_TERMS_MAX_DAYS,
  PRICE_LOOKUPS_MAX,
  RETURN_WINDOW_MAX_DAYS,
  accountInput,
  type AccountInput,
} from '@tyreline/domain/contract/staff-accounts';
import type { FormInstance } from 'antd';
import {
  DEFAULT_PAYMENT_TERMS,
  PAYMENT_TERMS_BASES,
  PAYMENT_TERMS_BASIS_LABELS,
  describePaymentTerms,
} from '@tyreline/domain/payment-terms';
import { DEFAULT_RETURN_WINDOW_DAYS } from '@tyreline/domain/returns';
import { useStaffDepartments } from './api/get-staff-departments.ts';
import { clearOnChange, parseForm } from '../../lib/form-errors.ts';

export const ACCOUNT_FIELDS = Object.keys(ACCOUNT_LABELS) as (keyof AccountInput)[];

/** A new account's starting values: department 7, no credit, 30 days end of month, lookups free. */
export const NEW_ACCOUNT: Partial<AccountInput> = {
  department_id: 7,
  credit_limit: 0,
  discount: 0,
  get_price_switch: 0,
  remaining_searches: 0,
  payment_terms_days: DEFAULT_PAYMENT_TERMS.days,
  payment_terms_basis: DEFAULT_PAYMENT_TERMS.basis,
  return_window_days: DEFAULT_RETURN_WINDOW_DAYS,
};

/** The form's values checked with the schema the server uses; null after showing the field errors. */
export const parseAccountForm = (form: FormInstance<AccountInput>) =>
  parseForm(form, accountInput, ACCOUNT_FIELDS, form.getFieldsValue());

/**
 * Every setting of an account, for creating one and for its Details tab. The parent submits: it owns the
 * version, the call and what happens after.
 */
export function AccountForm({
  form,
  initialValues,
  onFinish,
  name,
}: {
  form: FormInstance<AccountInput>;
  initialValues: Partial<AccountInput>;
  onFinish: () => void;
  name: string;
}) {
  const departments = useStaffDepartments();
  const priceSwitch = Form.useWatch('get_price_switch', form);
  const termsDays = Form.useWatch('payment_terms_days', form);
  const termsBasis = Form.useWatch('payment_terms_basis', form);
  return (
    <Form
      form={form}
      name={name}
      layout="vertical"
      className="staff-account-form"
      initialValues={initialValues}
      onFinish={onFinish}
      onValuesChange={clearOnChange(form)}
    >
      <Form.Item name="name" label={ACCOUNT_LABELS.name} required className="staff-span-2">
        <Input maxLength={200} autoComplete="organization" />
      </Form.Item>
      <Form.Item name="department_id" label={ACCOUNT_LABELS.department_id} required>
        <Select
          options={(departments.data ?? []).map((d) => ({ value: d.id, label: `${d.id} · ${d.name}` }))}
          loading={departments.isPending}
        />
      </Form.Item>
      <Form.Item name="email" label={ACCOUNT_LABELS.email}>
        <Input inputMode="email" maxLength={254} autoComplete="off" />
      </Form.Item>
      <Form.Item name="phone" label={ACCOUNT_LABELS.phone}>
        <Input maxLength={50} autoComplete="off" />
      </Form.Item>
      <Form.Item
        name="abn"
        label={ACCOUNT_LABELS.abn}
        extra="Printed on the account's tax invoices; 11 digits, checked like the ATO does."
      >
        <Input inputMode="numeric" maxLength={20} autoComplete="off" placeholder="51 824 753 556" />
      </Form.Item>
      <Form.Item
        name="billing_address"
        label={ACCOUNT_LABELS.billing_address}
        extra="Where its invoices are addressed, as it should print."
      >
        <Input.TextArea rows={2} maxLength={500} autoComplete="off" />
      </Form.Item>
      <Form.Item
        name="statements_email"
        label={ACCOUNT_LABELS.statements_email}
        className="staff-span-2"
        extra="Where the monthly statement is emailed (statement:send). Empty: to the account's owners who want it."
      >
        <Input inputMode="email" maxLength={254} autoComplete="off" />
      </Form.Item>
      <Form.Item
        name="credit_limit"
        label={ACCOUNT_LABELS.credit_limit}
        required
        extra="In dollars; an order that takes the balance past it is refused."
      >
        <InputNumber prefix="$" min={0} step={500} precision={2} className="staff-number" />
      </Form.Item>
      <Form.Item
        name="discount"
        label={ACCOUNT_LABELS.discount}
        required
        extra="Percent off list price where there is no contract price."
      >
        <InputNumber suffix="%" min={0} max={100} step={0.5} className="staff-number" />
      </Form.Item>
      <Form.Item
        name="payment_terms_days"
        label={ACCOUNT_LABELS.payment_terms_days}
        required
        extra={`Days to pay an invoice (at most ${PAYMENT_TERMS_MAX_DAYS}).`}
      >
        <InputNumber suffix="days" min={0} max={PAYMENT_TERMS_MAX_DAYS} className="staff-number" />
      </Form.Item>
      <Form.Item
        name="payment_terms_basis"
        label={ACCOUNT_LABELS.payment_terms_basis}
        extra={
          typeof termsDays === 'number' && termsBasis
            ? `Invoices read: ${describePaymentTerms({ days: termsDays, basis: termsBasis })}.`
            : undefined
        }
      >
        <Select
          options={PAYMENT_TERMS_BASES.map((basis) => ({
            value: basis,
            label: PAYMENT_TERMS_BASIS_LABELS[basis],
          }))}
        />
      </Form.Item>
      <Form.Item
        name="return_window_days"
        label={ACCOUNT_LABELS.return_window_days}
        required
        extra={`Days after delivery or collection in which the account may ask to return goods (at most ${RETURN_WINDOW_MAX_DAYS}).`}
      >
        <InputNumber
          suffix="days"
          min={0}
          max={RETURN_WINDOW_MAX_DAYS}
          precision={0}
          className="staff-number"
        />
      </Form.Item>
      <Form.Item
        name="get_price_switch"
        label={ACCOUNT_LABELS.get_price_switch}
        getValueProps={(value: unknown) => ({ checked: value === 1 })}
        normalize={(checked: boolean) => (checked ? 1 : 0)}
        extra="On: each new product's price lookup takes one credit."
      >
        <Switch />
      </Form.Item>
      <Form.Item name="remaining_searches" label={ACCOUNT_LABELS.remaining_searches} required>
        <InputNumber
          min={0}
          max={PRICE_LOOKUPS_MAX}
          precision={0}
          disabled={priceSwitch !== 1}
          className="staff-number"
        />
      </Form.Item>
      <Form.Item
        name="logo"
        label={ACCOUNT_LABELS.logo}
        className="staff-span-2"
        extra='A logo URL, or JSON such as {"cusLogo": "/images/logo.png", "show": 1, "text": "Closed 26 Dec"}: with show 1 the text is the red notice the customer sees.'
      >
        <Input.TextArea rows={2} maxLength={2000} />
      </Form.Item>
    </Form>
  );
}
