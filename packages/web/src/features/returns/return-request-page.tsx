import { useState } from 'react';
import { Alert, Button, Card, Form, Input, InputNumber, Select, Skeleton } from 'antd';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { returnRequest, type ReturnableOrder } from '@tyreline/domain/contract/returns';
import { formatAud, toCents } from '@tyreline/domain/money';
import {
  RETURN_REASONS,
  RETURN_REASON_LABELS,
  restockingFeeLabel,
  returnCredit,
  type ReturnReason,
} from '@tyreline/domain/returns';
import { LoadError } from '../../components/load-error.tsx';
import { PageHeading } from '../../components/page-heading.tsx';
import { formatDate } from '../../lib/format-date.ts';
import { ApiError } from '../../lib/http-client.ts';
import { useReturnable } from './api/get-returnable.ts';
import { useRequestReturn } from './api/request-return.ts';
import './returns.css';

const REASON_OPTIONS = RETURN_REASONS.map((value) => ({
  value,
  label: `${RETURN_REASON_LABELS[value]} (${restockingFeeLabel(value).toLowerCase()})`,
}));

function ReturnForm({ order }: { order: ReturnableOrder }) {
  const navigate = useNavigate();
  const request = useRequestReturn(order.order_id);
  const [qty, setQty] = useState<Record<number, number>>({});
  const [reason, setReason] = useState<ReturnReason | undefined>(undefined);
  const [note, setNote] = useState('');
  const [errors, setErrors] = useState<Record<string, string[]>>({});
  const [refusal, setRefusal] = useState<string | null>(null);

  const chosen = order.lines
    .filter((l) => (qty[l.line_no] ?? 0) > 0)
    .map((l) => ({ line_no: l.line_no, qty: qty[l.line_no]! }));
  const estimate =
    reason &&
    returnCredit(
      reason,
      order.lines.map((l) => ({ unitPriceCents: toCents(l.unit_price), qty: qty[l.line_no] ?? 0 })),
    );
  /** A message for a line: the server's `lines.N.qty` names the Nth line sent, here mapped back to its line. */
  const lineError = (lineNo: number) => {
    const index = chosen.findIndex((c) => c.line_no === lineNo);
    return index < 0 ? undefined : (errors[`lines.${index}.qty`] ?? errors[`lines.${index}.line_no`])?.[0];
  };

  const submit = () => {
    setRefusal(null);
    const parsed = returnRequest.safeParse({ lines: chosen, reason, note: note.trim() || undefined });
    if (!parsed.success) {
      const found: Record<string, string[]> = {};
      for (const issue of parsed.error.issues) (found[issue.path.join('.')] ??= []).push(issue.message);
      setErrors(found);
      return;
    }
    setErrors({});
    request.mutate(parsed.data, {
      onSuccess: ({ data }) => void navigate(`/returns/${data.id}`),
      onError: (error) => {
        if (error instanceof ApiError && Object.keys(error.fieldErrors).length > 0) {
          setErrors(error.fieldErrors);
          if (error.fieldErrors.order) setRefusal(error.fieldErrors.order[0] ?? null);
        } else setRefusal(error.message);
      },
    });
  };

  return (
    <Card size="small">
      <p>
        Choose how many of each line to send back. Returns are taken until{' '}
        <strong>{order.window_ends_at ? formatDate(order.window_ends_at) : '—'}</strong> ({order.window_days}{' '}
        days after delivery).
      </p>
      <Form layout="vertical" onFinish={submit} aria-label={`Return items from ${order.number}`}>
        <ul className="return-form-lines" aria-label="Lines to return">
          {order.lines.map((line) => {
            const id = `return-qty-${line.line_no}`;
            const error = lineError(line.line_no);
            return (
              <li key={line.line_no} className="return-form-line">
                <div className="return-form-line-name">
                  <label htmlFor={id}>{line.name}</label>
                  <div className="return-form-line-meta">
                    SKU {line.sku} · {line.qty} delivered · {formatAud(toCents(line.unit_price))} each ·{' '}
                    {line.returnable === 0 ? 'nothing left to return' : `up to ${line.returnable}`}
                  </div>
                </div>
                <Form.Item
                  noStyle={!error}
                  validateStatus={error ? 'error' : undefined}
                  help={error}
                  style={{ marginBottom: 0 }}
                >
                  <InputNumber
                    id={id}
                    className="return-form-qty"
                    min={0}
                    max={line.returnable}
                    precision={0}
                    disabled={line.returnable === 0}
                    value={qty[line.line_no] ?? 0}
                    onChange={(value) => setQty({ ...qty, [line.line_no]: value ?? 0 })}
                  />
                </Form.Item>
              </li>
            );
          })}
        </ul>
        {errors.lines && <Alert type="error" showIcon title={errors.lines[0]} role="alert" />}
        <Form.Item
          label="Reason"
          htmlFor="return-reason"
          required
          validateStatus={errors.reason ? 'error' : undefined}
          help={errors.reason?.[0]}
        >
          <Select
            id="return-reason"
            placeholder="Choose a reason"
            options={REASON_OPTIONS}
            value={reason}
            onChange={setReason}
          />
        </Form.Item>
        <Form.Item label="Note (optional)" htmlFor="return-note">
          <Input.TextArea
            id="return-note"
            rows={3}
            maxLength={500}
            value={note}
            onChange={(e) => setNote(e.target.value)}
          />
        </Form.Item>
        {estimate && estimate.valueCents > 0 && (
          <p data-testid="return-estimate">
            Goods {formatAud(estimate.valueCents)}
            {estimate.feeCents > 0 && `, less ${formatAud(estimate.feeCents)} restocking fee`}: credit of{' '}
            <strong>{formatAud(estimate.creditCents)}</strong> once we receive them.
          </p>
        )}
        {refusal && <Alert type="error" showIcon title={refusal} role="alert" />}
        <Button type="primary" htmlType="submit" loading={request.isPending} style={{ marginTop: 12 }}>
          Request return
        </Button>
      </Form>
    </Card>
  );
}

/** `/returns/new?order=ID`: the return form of one delivered or collected order. */
export default function ReturnRequestPage() {
  const [params] = useSearchParams();
  const orderId = Number(params.get('order'));
  const valid = Number.isInteger(orderId) && orderId > 0;
  const returnable = useReturnable(orderId, valid);
  const order = returnable.data;
  return (
    <div className="return-page">
      <div className="returns-head">
        <PageHeading>{order ? `Return items from ${order.number}` : 'Return items'}</PageHeading>
        <Link to={valid ? `/orders?order=${orderId}` : '/orders'}>Back to the order</Link>
      </div>
      {!valid && <Alert type="error" showIcon title="Choose an order to return items from." />}
      {valid && returnable.isPending && <Skeleton active paragraph={{ rows: 6 }} />}
      {returnable.isError && (
        <LoadError
          title="This order could not be loaded."
          error={returnable.error}
          onRetry={returnable.refetch}
        />
      )}
      {order &&
        (order.refusal ? <Alert type="info" showIcon title={order.refusal} /> : <ReturnForm order={order} />)}
    </div>
  );
}
