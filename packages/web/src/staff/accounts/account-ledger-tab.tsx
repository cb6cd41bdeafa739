import { useState } from 'react';
import { Link } from 'react-router';
import {
  LEDGER_KIND_LABELS,
  PAYMENT_LABELS,
  paymentRequest,
  type LedgerEntry,
  type StaffAccount,
} from '@tyreline/domain/contract/staff-accounts';
import { formatAud, toCents, toDollars } from '@tyreline/domain/money';
import { Money } from '../../components/money.tsx';
import { showSuccess } from '../../lib/feedback.ts';
import { formatDateTime } from '../../lib/format-date.ts';
import { Button } from '../../ui/button.tsx';
import { Dialog } from '../../ui/dialog.tsx';
import { Form, FormError, errorText, useFormErrors, type FormValues } from '../../ui/form.tsx';
import { DollarIcon } from '../../ui/icons.tsx';
import { MoneyField } from '../../ui/number-field.tsx';
import { Inline } from '../../ui/stack.tsx';
import { Statistic } from '../../ui/statistic.tsx';
import { DataTable, type DataColumn } from '../../ui/table.tsx';
import { Tag, type Tone } from '../../ui/tag.tsx';
import { TextField } from '../../ui/text-field.tsx';
import { LoadFailed, pagerOf } from '../components/staff-query-ui.tsx';
import { useAccountLedger } from './api/get-account-ledger.ts';
import { useRecordPayment } from './api/record-payment.ts';

const PAYMENT_FIELDS = ['amount', 'reference'] as const;
const KIND_TONES: Record<LedgerEntry['kind'], Tone> = {
  invoice: 'info',
  credit_note: 'warning',
  payment: 'success',
};

function PaymentDialog({ account, onClose }: { account: StaffAccount; onClose: () => void }) {
  const errors = useFormErrors(PAYMENT_FIELDS);
  const record = useRecordPayment(account.id);
  const [cents, setCents] = useState<number | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  const submit = (values: FormValues) => {
    setFailure(null);
    const amount = cents === null ? undefined : toDollars(cents);
    const body = errors.parse(paymentRequest, { ...values, amount });
    if (!body) return;
    record.mutate(body, {
      onSuccess: ({ data }) => {
        showSuccess(
          `Recorded ${formatAud(toCents(body.amount))}; ${account.name} owes ${formatAud(toCents(data.balance))}.`,
        );
        onClose();
      },
      onError: (error) => {
        if (!errors.fromServer(error)) setFailure(errorText(error));
      },
    });
  };

  return (
    <Dialog
      isOpen
      onOpenChange={(open) => !open && onClose()}
      title={`Record a payment from ${account.name}`}
      footer={
        <>
          <Button onPress={onClose}>Back</Button>
          <Button type="submit" form="record-payment" variant="primary" isPending={record.isPending}>
            Record payment
          </Button>
        </>
      }
    >
      <Form id="record-payment" onSubmit={submit} {...errors.formProps}>
        <MoneyField
          name="amount"
          label={PAYMENT_LABELS.amount}
          isRequired
          description={`Owed now: ${formatAud(toCents(account.balance))}.`}
          value={cents}
          onChange={setCents}
          min={0}
          autoFocus
        />
        <TextField
          name="reference"
          label={PAYMENT_LABELS.reference}
          description="e.g. the bank transfer's reference."
          maxLength={100}
          autoComplete="off"
        />
        {failure && <FormError>{failure}</FormError>}
      </Form>
    </Dialog>
  );
}

const columns: DataColumn<LedgerEntry>[] = [
  { key: 'at', title: 'Date', render: (entry) => formatDateTime(entry.at) },
  {
    key: 'kind',
    title: 'Entry',
    render: (entry) => <Tag tone={KIND_TONES[entry.kind]}>{LEDGER_KIND_LABELS[entry.kind]}</Tag>,
  },
  {
    key: 'reference',
    title: 'Reference',
    render: (entry) =>
      entry.order ? (
        <Link to={`/staff/orders/${entry.order.id}`}>{entry.reference ?? entry.order.number}</Link>
      ) : (
        (entry.reference ?? '—')
      ),
  },
  {
    key: 'amount',
    title: 'Amount',
    align: 'right',
    render: (entry) => <Money cents={toCents(entry.amount)} />,
  },
  {
    key: 'balance',
    title: 'Balance after',
    align: 'right',
    render: (entry) => <Money cents={toCents(entry.balance)} />,
  },
];

/** The account's invoices, credit notes and payments, newest first, with what was owed after each. */
export function AccountLedgerTab({ account }: { account: StaffAccount }) {
  const [page, setPage] = useState(1);
  const ledger = useAccountLedger(account.id, page);
  const [paying, setPaying] = useState(false);
  const available = account.credit_limit - account.balance;

  return (
    <div className="staff-tab">
      <Inline justify="between" gap="sm">
        <Inline gap="lg">
          <Statistic title="Balance owed" value={formatAud(toCents(account.balance))} />
          <Statistic title="Credit limit" value={formatAud(toCents(account.credit_limit))} />
          <Statistic title="Available" value={formatAud(toCents(available))} />
        </Inline>
        <Button variant="primary" icon={<DollarIcon />} onPress={() => setPaying(true)}>
          Record payment
        </Button>
      </Inline>
      {ledger.isError && <LoadFailed what="The ledger" error={ledger.error} />}
      <DataTable<LedgerEntry>
        aria-label="Ledger"
        className="staff-ledger-table"
        columns={columns}
        rows={ledger.data?.data.entries ?? []}
        rowKey={(entry) => entry.id}
        loading={ledger.isFetching}
        pagination={pagerOf(ledger.data?.meta, setPage)}
      />
      {paying && <PaymentDialog account={account} onClose={() => setPaying(false)} />}
    </div>
  );
}
