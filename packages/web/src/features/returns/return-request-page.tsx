import { useState } from 'react';
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
import { Alert } from '../../ui/alert.tsx';
import { Button } from '../../ui/button.tsx';
import { Card } from '../../ui/card.tsx';
import { Form, FormActions, FormError } from '../../ui/form.tsx';
import { NumberField } from '../../ui/number-field.tsx';
import { Select } from '../../ui/select.tsx';
import { Skeleton } from '../../ui/skeleton.tsx';
import { Inline, Stack } from '../../ui/stack.tsx';
import { TextArea } from '../../ui/text-field.tsx';
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
    <Card size="sm" as="div">
      <p>
        Choose how many of each line to send back. Returns are taken until{' '}
        <strong>{order.window_ends_at ? formatDate(order.window_ends_at) : '—'}</strong> ({order.window_days}{' '}
        days after delivery).
      </p>
      <Form onSubmit={submit} aria-label={`Return items from ${order.number}`}>
        <ul className="return-form-lines" aria-label="Lines to return">
          {order.lines.map((line) => {
            const nameId = `return-line-${line.line_no}`;
            return (
              <li key={line.line_no} className="return-form-line">
                <div className="return-form-line-name">
                  <span id={nameId}>{line.name}</span>
                  <div className="return-form-line-meta">
                    SKU {line.sku} · {line.qty} delivered · {formatAud(toCents(line.unit_price))} each ·{' '}
                    {line.returnable === 0 ? 'nothing left to return' : `up to ${line.returnable}`}
                  </div>
                </div>
                <NumberField
                  aria-labelledby={nameId}
                  className="return-form-qty"
                  min={0}
                  max={line.returnable}
                  step={1}
                  formatOptions={{ maximumFractionDigits: 0 }}
                  isDisabled={line.returnable === 0}
                  value={qty[line.line_no] ?? 0}
                  onChange={(value) => setQty({ ...qty, [line.line_no]: value ?? 0 })}
                  errorMessage={lineError(line.line_no)}
                />
              </li>
            );
          })}
        </ul>
        {errors.lines && <FormError>{errors.lines[0]}</FormError>}
        <Select
          label="Reason"
          isRequired
          placeholder="Choose a reason"
          options={REASON_OPTIONS}
          value={reason ?? null}
          onChange={(value) => setReason(value as ReturnReason)}
          errorMessage={errors.reason?.[0]}
        />
        <TextArea label="Note (optional)" rows={3} maxLength={500} value={note} onChange={setNote} />
        {estimate && estimate.valueCents > 0 && (
          <p data-testid="return-estimate">
            Goods {formatAud(estimate.valueCents)}
            {estimate.feeCents > 0 && `, less ${formatAud(estimate.feeCents)} restocking fee`}: credit of{' '}
            <strong>{formatAud(estimate.creditCents)}</strong> once we receive them.
          </p>
        )}
        {refusal && <FormError>{refusal}</FormError>}
        <FormActions>
          <Button type="submit" variant="primary" isPending={request.isPending}>
            Request return
          </Button>
        </FormActions>
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
    <Stack className="return-page">
      <Inline justify="between" gap="sm" className="returns-head">
        <PageHeading>{order ? `Return items from ${order.number}` : 'Return items'}</PageHeading>
        <Link to={valid ? `/orders?order=${orderId}` : '/orders'}>Back to the order</Link>
      </Inline>
      {!valid && <Alert type="error" title="Choose an order to return items from." />}
      {valid && returnable.isPending && <Skeleton rows={6} />}
      {returnable.isError && (
        <LoadError
          title="This order could not be loaded."
          error={returnable.error}
          onRetry={returnable.refetch}
        />
      )}
      {order && (order.refusal ? <Alert type="info" title={order.refusal} /> : <ReturnForm order={order} />)}
    </Stack>
  );
}
