import { useId, useState } from 'react';
import { setCustomerView, stopLeavingCustomerView, useCustomerView } from '../lib/customer-view.ts';
import { http } from '../lib/http.ts';
import { Button } from '../ui/button.tsx';
import { Dialog } from '../ui/dialog.tsx';
import { errorText, Form, useFormErrors, type FormValues } from '../ui/form.tsx';
import { TextField } from '../ui/text-field.tsx';

const FIELDS = ['password'] as const;

/**
 * Leaving customer view takes the signed-in user's password, checked by the server (never here): the counter's
 * customer must not be one tap from the trade prices. Loaded the first time someone asks to leave.
 */
export default function LeaveCustomerView() {
  const open = useCustomerView((s) => s.leaving);
  const formId = useId();
  const errors = useFormErrors(FIELDS);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const close = () => {
    setFailure(null);
    errors.clear();
    stopLeavingCustomerView();
  };
  const submit = async (values: FormValues) => {
    const password = typeof values.password === 'string' ? values.password : '';
    setFailure(null);
    if (!password) return errors.setErrors({ password: ['Password is required'] });
    errors.clear();
    setBusy(true);
    try {
      await http('/api/cus/confirm-password', { method: 'POST', body: { password }, inline: true });
      setCustomerView(false);
    } catch (error) {
      if (!errors.fromServer(error)) setFailure(errorText(error));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Dialog
      title="Show trade prices"
      isOpen={open}
      onOpenChange={(isOpen) => !isOpen && close()}
      footer={
        <>
          <Button onPress={close}>Cancel</Button>
          <Button type="submit" form={formId} variant="primary" isPending={busy}>
            Show trade prices
          </Button>
        </>
      }
    >
      <Form
        id={formId}
        aria-label="Show trade prices"
        onSubmit={(values) => void submit(values)}
        {...errors.formProps}
      >
        <p>Enter your password to leave customer view.</p>
        <TextField
          name="password"
          type="password"
          label="Your password"
          autoComplete="current-password"
          errorMessage={failure ?? undefined}
          autoFocus
        />
      </Form>
    </Dialog>
  );
}
