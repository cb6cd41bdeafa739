import { useState } from 'react';
import {
  ACCOUNT_LABELS,
  PAYMENT_TERMS_MAX_DAYS,
  PRICE_LOOKUPS_MAX,
  RETURN_WINDOW_MAX_DAYS,
  accountInput,
  type AccountInput,
} from '@tyreline/domain/contract/staff-accounts';
import { toCents, toDollars } from '@tyreline/domain/money';
import {
  DEFAULT_PAYMENT_TERMS,
  PAYMENT_TERMS_BASES,
  PAYMENT_TERMS_BASIS_LABELS,
  describePaymentTerms,
} from '@tyreline/domain/payment-terms';
import { DEFAULT_RETURN_WINDOW_DAYS } from '@tyreline/domain/returns';
import { Form, useFormErrors } from '../../ui/form.tsx';
import { MoneyField, NumberField, PercentField } from '../../ui/number-field.tsx';
import { Select } from '../../ui/select.tsx';
import { SwitchField } from '../../ui/switch-field.tsx';
import { TextArea, TextField } from '../../ui/text-field.tsx';
import { useStaffDepartments } from './api/get-staff-departments.ts';
import './account-form.css';

/** Puts a 422's messages beside the fields: the parent's send hands it its error. */
export type ServerErrors = Pick<ReturnType<typeof useFormErrors>, 'fromServer'>;

const ACCOUNT_FIELDS = Object.keys(ACCOUNT_LABELS) as (keyof AccountInput)[];

/** The values being edited: a number the person emptied is null until the schema says it is required. */
type AccountValues = { [K in keyof AccountInput]?: AccountInput[K] | null };

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

const WHOLE = { maximumFractionDigits: 0 };
const BASIS_OPTIONS = PAYMENT_TERMS_BASES.map((basis) => ({
  value: basis,
  label: PAYMENT_TERMS_BASIS_LABELS[basis],
}));

/**
 * Every setting of an account, for creating one and for its Details tab, checked with the schema the server
 * uses. The parent submits (a button with `form={id}`) and sends: it owns the version, the call and what
 * happens after.
 */
export function AccountForm({
  id,
  initialValues,
  onSubmit,
}: {
  id: string;
  initialValues: Partial<AccountInput>;
  onSubmit: (body: AccountInput, errors: ServerErrors) => void;
}) {
  const departments = useStaffDepartments();
  const errors = useFormErrors(ACCOUNT_FIELDS);
  const [values, setValues] = useState<AccountValues>(initialValues);
  const set = (changes: AccountValues) => setValues((now) => ({ ...now, ...changes }));
  const { payment_terms_days: termsDays, payment_terms_basis: termsBasis } = values;

  const submit = () => {
    const body = errors.parse(accountInput, values);
    if (body) onSubmit(body, errors);
  };

  const text = (name: 'name' | 'email' | 'phone' | 'abn' | 'statements_email') => ({
    name,
    label: ACCOUNT_LABELS[name],
    value: values[name] ?? '',
    onChange: (value: string) => set({ [name]: value }),
  });

  return (
    <Form id={id} onSubmit={submit} {...errors.formProps}>
      <div className="account-form-grid">
        <TextField
          {...text('name')}
          isRequired
          maxLength={200}
          autoComplete="organization"
          className="account-form-wide"
        />
        <Select
          name="department_id"
          label={ACCOUNT_LABELS.department_id}
          isRequired
          value={values.department_id == null ? null : String(values.department_id)}
          onChange={(chosen) => set({ department_id: Number(chosen) })}
          options={(departments.data ?? []).map((d) => ({
            value: String(d.id),
            label: `${d.id} · ${d.name}`,
          }))}
        />
        <TextField {...text('email')} inputMode="email" maxLength={254} autoComplete="off" />
        <TextField {...text('phone')} maxLength={50} autoComplete="off" />
        <TextField
          {...text('abn')}
          description="Printed on the account's tax invoices; 11 digits, checked like the ATO does."
          inputMode="numeric"
          maxLength={20}
          autoComplete="off"
          placeholder="51 824 753 556"
        />
        <TextArea
          name="billing_address"
          label={ACCOUNT_LABELS.billing_address}
          description="Where its invoices are addressed, as it should print."
          value={values.billing_address ?? ''}
          onChange={(billing_address) => set({ billing_address })}
          rows={2}
          maxLength={500}
          autoComplete="off"
        />
        <TextField
          {...text('statements_email')}
          className="account-form-wide"
          description="Where the monthly statement is emailed (statement:send). Empty: to the account's owners who want it."
          inputMode="email"
          maxLength={254}
          autoComplete="off"
        />
        <MoneyField
          name="credit_limit"
          label={ACCOUNT_LABELS.credit_limit}
          isRequired
          description="In dollars; an order that takes the balance past it is refused."
          value={values.credit_limit == null ? null : toCents(values.credit_limit)}
          onChange={(cents) => set({ credit_limit: cents === null ? null : toDollars(cents) })}
          min={0}
        />
        <PercentField
          name="discount"
          label={ACCOUNT_LABELS.discount}
          isRequired
          description="Percent off list price where there is no contract price."
          value={values.discount}
          onChange={(discount) => set({ discount })}
          min={0}
          max={100}
          step={0.5}
        />
        <NumberField
          name="payment_terms_days"
          label={ACCOUNT_LABELS.payment_terms_days}
          isRequired
          description={`Days to pay an invoice (at most ${PAYMENT_TERMS_MAX_DAYS}).`}
          value={termsDays}
          onChange={(days) => set({ payment_terms_days: days })}
          min={0}
          max={PAYMENT_TERMS_MAX_DAYS}
          formatOptions={WHOLE}
        />
        <Select
          name="payment_terms_basis"
          label={ACCOUNT_LABELS.payment_terms_basis}
          description={
            typeof termsDays === 'number' && termsBasis
              ? `Invoices read: ${describePaymentTerms({ days: termsDays, basis: termsBasis })}.`
              : undefined
          }
          value={termsBasis ?? null}
          onChange={(basis) => set({ payment_terms_basis: basis as AccountInput['payment_terms_basis'] })}
          options={BASIS_OPTIONS}
        />
        <NumberField
          name="return_window_days"
          label={ACCOUNT_LABELS.return_window_days}
          isRequired
          description={`Days after delivery or collection in which the account may ask to return goods (at most ${RETURN_WINDOW_MAX_DAYS}).`}
          value={values.return_window_days}
          onChange={(days) => set({ return_window_days: days })}
          min={0}
          max={RETURN_WINDOW_MAX_DAYS}
          formatOptions={WHOLE}
        />
        <SwitchField
          name="get_price_switch"
          label={ACCOUNT_LABELS.get_price_switch}
          description="On: each new product's price lookup takes one credit."
          isSelected={values.get_price_switch === 1}
          onChange={(on) => set({ get_price_switch: on ? 1 : 0 })}
        />
        <NumberField
          name="remaining_searches"
          label={ACCOUNT_LABELS.remaining_searches}
          isRequired
          value={values.remaining_searches}
          onChange={(left) => set({ remaining_searches: left })}
          min={0}
          max={PRICE_LOOKUPS_MAX}
          formatOptions={WHOLE}
          isDisabled={values.get_price_switch !== 1}
        />
        <TextArea
          name="logo"
          label={ACCOUNT_LABELS.logo}
          className="account-form-wide"
          description='A logo URL, or JSON such as {"cusLogo": "/images/logo.png", "show": 1, "text": "Closed 26 Dec"}: with show 1 the text is the red notice the customer sees.'
          value={values.logo ?? ''}
          onChange={(logo) => set({ logo })}
          rows={2}
          maxLength={2000}
        />
      </div>
    </Form>
  );
}
