import { useState } from 'react';
import { statementsEmailRequest } from '@tyreline/domain/contract/account';
import { showSuccess } from '../../lib/feedback.ts';
import { Button } from '../../ui/button.tsx';
import { Card } from '../../ui/card.tsx';
import { Form, FormActions, useFormErrors } from '../../ui/form.tsx';
import { TextField } from '../../ui/text-field.tsx';
import { useAccount, useTeamMay } from './api/get-account.ts';
import { useSaveStatementsEmail } from './api/statements-email.ts';

const FIELDS = ['statements_email'] as const;

/**
 * The owner's say in where the monthly statement goes: the accounts team's address, or (empty) the owners who
 * want statements by mail. Shown to owners only.
 */
export function StatementsEmailCard() {
  const account = useAccount();
  const owner = useTeamMay('manageTeam') === true;
  if (!owner || !account.data) return null;
  return <StatementsEmailForm saved={account.data.statements_email ?? ''} />;
}

/** The form, started from the saved address; once saved, it shows the address as the server wrote it. */
function StatementsEmailForm({ saved }: { saved: string }) {
  const errors = useFormErrors(FIELDS);
  const [email, setEmail] = useState(saved);
  const save = useSaveStatementsEmail();

  const submit = () => {
    const body = errors.parse(statementsEmailRequest, { statements_email: email });
    if (!body) return;
    save.mutate(body, {
      onSuccess: ({ data }) => {
        setEmail(data.statements_email ?? '');
        showSuccess(
          data.statements_email
            ? `Statements will be emailed to ${data.statements_email}`
            : 'Statements will be emailed to the account’s owners',
        );
      },
      onError: (error) => void errors.fromServer(error),
    });
  };

  return (
    <Card title="Statements by email" size="sm" data-testid="statements-email-card">
      <p className="account-help">
        Each month’s statement is emailed as a PDF. Send it to your accounts team’s address, or leave this
        empty to send it to the account’s owners.
      </p>
      <Form aria-label="Statements by email" onSubmit={submit} {...errors.formProps}>
        <TextField
          name="statements_email"
          label="Statements email"
          value={email}
          onChange={setEmail}
          inputMode="email"
          maxLength={254}
          autoComplete="email"
          placeholder="accounts@example.com"
        />
        <FormActions>
          <Button type="submit" variant="primary" isPending={save.isPending}>
            Save statements email
          </Button>
        </FormActions>
      </Form>
    </Card>
  );
}
