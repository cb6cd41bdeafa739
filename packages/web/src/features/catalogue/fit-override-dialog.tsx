import { useId } from 'react';
import { FIT_OVERRIDE_MAX } from '@tyreline/domain/contract/vehicles';
import { Button } from '../../ui/button.tsx';
import { Dialog } from '../../ui/dialog.tsx';
import { Form, useFormErrors } from '../../ui/form.tsx';
import { TextArea } from '../../ui/text-field.tsx';

const FIELDS = ['reason'] as const;

/**
 * The counter's one step to sell what does not fit the vehicle: why (a hub ring, the customer's own spacer). The
 * reason is required; it goes on the order line and staff see it.
 */
export default function FitOverrideDialog({
  productName,
  vehicle,
  reasons,
  onOverride,
  onClose,
}: {
  productName: string;
  vehicle: string;
  reasons: string[];
  onOverride: (reason: string) => void;
  onClose: () => void;
}) {
  const formId = useId();
  const errors = useFormErrors(FIELDS);
  const submit = (values: Record<string, unknown>) => {
    const reason = typeof values.reason === 'string' ? values.reason.trim() : '';
    if (!reason) return errors.setErrors({ reason: ['Override reason is required'] });
    onOverride(reason);
  };
  return (
    <Dialog
      isOpen
      onOpenChange={(open) => !open && onClose()}
      title={`${productName} does not fit the ${vehicle}`}
      footer={(close) => (
        <>
          <Button onPress={close}>Cancel</Button>
          <Button type="submit" form={formId} variant="primary" danger>
            Add with override
          </Button>
        </>
      )}
    >
      <ul className="fit-checks" data-testid="override-reasons">
        {reasons.map((r) => (
          <li key={r}>{r}</li>
        ))}
      </ul>
      <Form id={formId} aria-label="Override the fit check" onSubmit={submit} {...errors.formProps}>
        <TextArea
          name="reason"
          label="Override reason"
          isRequired
          description="Kept on the order line; our staff see it."
          rows={2}
          maxLength={FIT_OVERRIDE_MAX}
          autoFocus
        />
      </Form>
    </Dialog>
  );
}
