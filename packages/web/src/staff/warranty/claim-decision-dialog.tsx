import { useState } from 'react';
import { DECISION_LABELS, type StaffClaim } from '@tyreline/domain/contract/warranty';
import { formatAud, toCents } from '@tyreline/domain/money';
import { showSuccess } from '../../lib/feedback.ts';
import { Button } from '../../ui/button.tsx';
import { Dialog } from '../../ui/dialog.tsx';
import { Form, errorText, useFormErrors } from '../../ui/form.tsx';
import { MoneyField } from '../../ui/number-field.tsx';
import { TextArea } from '../../ui/text-field.tsx';
import { useDecideClaim } from './api/claims.ts';

export type Decision = 'approve' | 'adjust' | 'reject';

const TITLES: Record<Decision, (number: string) => string> = {
  approve: (number) => `Approve ${number}`,
  adjust: (number) => `Adjust the credit of ${number}`,
  reject: (number) => `Reject ${number}`,
};
const ACTIONS: Record<Decision, string> = {
  approve: 'Approve and credit',
  adjust: 'Approve at this credit',
  reject: 'Reject claim',
};

/** Approve at the pro-rata credit, or adjust it with a reason, or reject with a reason; mounted while open. */
export function ClaimDecisionDialog({
  claim,
  decision,
  onClose,
  onRefused,
}: {
  claim: StaffClaim;
  decision: Decision;
  onClose: () => void;
  /** A refusal that names no field (a stale decision's 409): the dialog closes and the page shows it. */
  onRefused: (text: string) => void;
}) {
  const decide = useDecideClaim(claim.id);
  const errors = useFormErrors(['credit', 'reason'] as const);
  const [credit, setCredit] = useState<number | null>(null);
  const [reason, setReason] = useState('');

  const send = () => {
    const body =
      decision === 'approve'
        ? { kind: 'approve' as const, version: claim.version }
        : decision === 'adjust'
          ? { kind: 'adjust' as const, version: claim.version, credit: (credit ?? 0) / 100, reason }
          : { kind: 'reject' as const, version: claim.version, reason };
    decide.mutate(body, {
      onSuccess: ({ data }) => {
        onClose();
        showSuccess(
          data.status === 'approved'
            ? `${data.number} approved: ${formatAud(toCents(data.credit ?? 0))} credited (${data.credit_note}).`
            : `${data.number} rejected.`,
        );
      },
      onError: (error) => {
        if (!errors.fromServer(error)) {
          onClose();
          onRefused(errorText(error));
        }
      },
    });
  };

  return (
    <Dialog
      isOpen
      onOpenChange={(open) => !open && onClose()}
      title={TITLES[decision](claim.number)}
      footer={(close) => (
        <>
          <Button onPress={close}>Back</Button>
          <Button
            variant="primary"
            danger={decision === 'reject'}
            isPending={decide.isPending}
            onPress={send}
          >
            {ACTIONS[decision]}
          </Button>
        </>
      )}
    >
      {decision === 'approve' ? (
        <p>
          A credit note for <strong>{formatAud(toCents(claim.computed_credit))}</strong>, the pro-rata credit,
          goes to {claim.account.name}’s ledger.
        </p>
      ) : (
        <Form aria-label={TITLES[decision](claim.number)} onSubmit={send} {...errors.formProps}>
          {decision === 'adjust' && (
            <MoneyField
              name="credit"
              label={`${DECISION_LABELS.credit} ($)`}
              description={`Computed ${formatAud(toCents(claim.computed_credit))}; at most ${formatAud(toCents(claim.unit_price))}, the tyre’s price.`}
              isRequired
              min={1}
              max={toCents(claim.unit_price)}
              value={credit}
              onChange={setCredit}
            />
          )}
          <TextArea
            name="reason"
            label={DECISION_LABELS.reason}
            isRequired
            rows={3}
            maxLength={500}
            value={reason}
            onChange={setReason}
          />
        </Form>
      )}
    </Dialog>
  );
}
