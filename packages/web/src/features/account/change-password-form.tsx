import { useState } from 'react';
import { changePasswordRequest, PASSWORD_LABELS, PASSWORD_MIN_LENGTH } from '@tyreline/domain/contract/auth';
import { showSuccess } from '../../lib/feedback.ts';
import { Button } from '../../ui/button.tsx';
import { errorText, Form, FormActions, FormError, useFormErrors, type FormValues } from '../../ui/form.tsx';
import { TextField } from '../../ui/text-field.tsx';
import { useChangePassword } from './api/change-password.ts';

const FIELDS = ['old_password', 'new_password', 'new_password_confirmation'] as const;

/** Change password: the contract's rules before sending, the server's field errors under their fields after. */
export function ChangePasswordForm() {
  const change = useChangePassword();
  const errors = useFormErrors(FIELDS);
  const [failure, setFailure] = useState<string | null>(null);

  const submit = (values: FormValues, form: HTMLFormElement) => {
    setFailure(null);
    const parsed = errors.parse(changePasswordRequest, values);
    if (!parsed) return;
    change.mutate(parsed, {
      onSuccess: () => {
        form.reset();
        showSuccess('Your password has been changed');
      },
      onError: (error) => {
        if (!errors.fromServer(error)) setFailure(errorText(error));
      },
    });
  };

  return (
    <Form aria-label="Change password" onSubmit={submit} {...errors.formProps}>
      <TextField
        name="old_password"
        type="password"
        label={PASSWORD_LABELS.old_password}
        autoComplete="current-password"
        isRequired
      />
      <TextField
        name="new_password"
        type="password"
        label={PASSWORD_LABELS.new_password}
        autoComplete="new-password"
        description={`At least ${PASSWORD_MIN_LENGTH} characters, different from the current one.`}
        isRequired
      />
      <TextField
        name="new_password_confirmation"
        type="password"
        label={PASSWORD_LABELS.new_password_confirmation}
        autoComplete="new-password"
        isRequired
      />
      {failure && <FormError>{failure}</FormError>}
      <FormActions>
        <Button type="submit" variant="primary" isPending={change.isPending}>
          Change password
        </Button>
      </FormActions>
    </Form>
  );
}
