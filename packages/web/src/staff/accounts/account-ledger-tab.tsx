import { useState } from 'react';
import { Alert, Button, Form, Input, InputNumber, Modal, Space, Statistic, Table } from 'antd';
import { DollarOutlined } from '@ant-design/icons';
import { Link } from 'react-router';
import {
  LEDGER_KIND_LABELS,
  PAYMENT_LABELS,
  paymentRequest,
  type LedgerEntry,
  type StaffAccount,
} from '@tyreline/domain/contract/staff-accounts';
import { formatAud, toCents } from '@tyreline/domain/money';
import { showSuccess } from '../../lib/feedback.ts';
import { ApiError } from '../../lib/http-client.ts';
import { formatDateTime } from '../../lib/format-date.ts';
import { useAccountLedger } from './api/get-account-ledger.ts';
import { useRecordPayment } from './api/record-payment.ts';
import { clearOnChange, parseForm, showServerErrors } from '../../lib/form-errors.ts';
import { Money } from '../../components/money.tsx';
import { ToneTag } from '../components/staff-tags.tsx';
import { LoadFailed, pagerOf } from '../components/staff-query-ui.tsx';

const PAYMENT_FIELDS = ['amount', 'reference'] as const;
const KIND_TONES = { invoice: 'info', credit_note: 'warn', payment: 'ok' } as const;

function PaymentDialog({ account, onClose }: { account: StaffAccount; onClose: () => void }) {
  const [form] = Form.useForm();
  const record = useRecordPayment(account.id);
  const [failure, setFailure] = useState<string | null>(null);

  const submit = () => {
    setFailure(null);
    const body = parseForm(form, paymentRequest, PAYMENT_FIELDS, form.getFieldsValue());
    if (!body) return;
    record.mutate(body, {
      onSuccess: ({ data }) => {
        showSuccess(
          `Recorded ${formatAud(toCents(body.amount))}; ${account.name} owes ${formatAud(toCents(data.balance))}.`,
        );
        onClose();
      },
      onError: (error) => {
        if (!showServerErrors(form, PAYMENT_FIELDS, error))
          setFailure(error instanceof ApiError ? error.message : String(error));
      },
    });
  };

  return (
    <Modal
      open
      title={`Record a payment from ${account.name}`}
      okText="Record payment"
      okButtonProps={{ htmlType: 'submit', form: 'record-payment', loading: record.isPending }}
      cancelText="Back"
      onCancel={onClose}
      destroyOnHidden
    >
      <Form
        form={form}
        name="record-payment"
        layout="vertical"
        onFinish={submit}
        onValuesChange={clearOnChange(form)}
      >
        <Form.Item
          name="amount"
          label={PAYMENT_LABELS.amount}
          required
          extra={`Owed now: ${formatAud(toCents(account.balance))}.`}
        >
          <InputNumber prefix="$" min={0} step={100} precision={2} className="staff-number" autoFocus />
        </Form.Item>
        <Form.Item
          name="reference"
          label={PAYMENT_LABELS.reference}
          extra="e.g. the bank transfer's reference."
        >
          <Input maxLength={100} autoComplete="off" />
        </Form.Item>
      </Form>
      {failure && <Alert type="error" showIcon role="alert" title={failure} />}
    </Modal>
  );
}

/** The account's invoices, credit notes and payments, newest first, with what was owed after each. */
export function AccountLedgerTab({ account }: { account: StaffAccount }) {
  const [page, setPage] = useState(1);
  const ledger = useAccountLedger(account.id, page);
  const [paying, setPaying] = useState(false);
  const data = ledger.data?.data;
  const available = account.credit_limit - account.balance;

  return (
    <div className="staff-tab">
      <div className="staff-ledger-head">
        <Space size="large" wrap>
          <Statistic title="Balance owed" value={formatAud(toCents(account.balance))} />
          <Statistic title="Credit limit" value={formatAud(toCents(account.credit_limit))} />
          <Statistic title="Available" value={formatAud(toCents(available))} />
        </Space>
        <Button type="primary" icon={<DollarOutlined />} onClick={() => setPaying(true)}>
          Record payment
        </Button>
      </div>
      {ledger.isError && <LoadFailed what="The ledger" error={ledger.error} />}
      <div className="staff-table-wrap">
        <Table<LedgerEntry>
          className="staff-ledger-table"
          rowKey="id"
          size="middle"
          loading={ledger.isFetching}
          dataSource={data?.entries ?? []}
          columns={[
            { title: 'Date', dataIndex: 'at', render: (at: string) => formatDateTime(at) },
            {
              title: 'Entry',
              dataIndex: 'kind',
              render: (kind: LedgerEntry['kind']) => (
                <ToneTag tone={KIND_TONES[kind]}>{LEDGER_KIND_LABELS[kind]}</ToneTag>
              ),
            },
            {
              title: 'Reference',
              render: (_, entry) =>
                entry.order ? (
                  <Link to={`/staff/orders/${entry.order.id}`}>{entry.reference ?? entry.order.number}</Link>
                ) : (
                  (entry.reference ?? '—')
                ),
            },
            {
              title: 'Amount',
              dataIndex: 'amount',
              align: 'right',
              render: (v: number) => <Money cents={toCents(v)} />,
            },
            {
              title: 'Balance after',
              dataIndex: 'balance',
              align: 'right',
              render: (v: number) => <Money cents={toCents(v)} />,
            },
          ]}
          pagination={pagerOf(ledger.data?.meta, setPage)}
        />
      </div>
      {paying && <PaymentDialog account={account} onClose={() => setPaying(false)} />}
    </div>
  );
}
