import { useState } from 'react';
import type { MailPreferencesDto } from '@tyreline/domain/contract/account';
import { MAIL_PREFERENCE_HELP, MAIL_PREFERENCE_LABELS, MAIL_PREFERENCES } from '@tyreline/domain/mail-topics';
import { LoadError } from '../../components/load-error.tsx';
import { showSuccess } from '../../lib/feedback.ts';
import { Button } from '../../ui/button.tsx';
import { Card } from '../../ui/card.tsx';
import { Checkbox } from '../../ui/checkbox.tsx';
import { errorText, Form, FormActions, FormError } from '../../ui/form.tsx';
import { Skeleton } from '../../ui/skeleton.tsx';
import { useAccount } from './api/get-account.ts';
import { useMailPreferences, useSaveMailPreferences } from './api/mail-preferences.ts';

/**
 * The signed-in user's optional e-mail notices, on or off (`@tyreline/domain/mail-topics`); security mail,
 * approval notices and cancellations always go.
 */
export function MailNoticesCard() {
  const preferences = useMailPreferences();
  const save = useSaveMailPreferences();
  const address = useAccount().data?.username;
  // The person's changes over the saved switches, until they are saved.
  const [draft, setDraft] = useState<MailPreferencesDto | null>(null);
  const values = draft ?? preferences.data;

  const submit = () => {
    if (!values) return;
    save.mutate(values, {
      onSuccess: () => {
        setDraft(null);
        showSuccess('E-mail notices saved');
      },
    });
  };

  return (
    <Card title="E-mail notices" size="sm" data-testid="mail-notices">
      {preferences.isError && (
        <LoadError
          title="Your e-mail notices could not be loaded."
          error={preferences.error}
          onRetry={() => preferences.refetch()}
        />
      )}
      {preferences.isPending && <Skeleton />}
      {values && (
        <Form onSubmit={submit} aria-label="E-mail notices">
          <p className="account-mail-intro">
            {address ? `Sent to ${address}. ` : ''}Password resets, invitations, approvals and cancellations
            are always sent.
          </p>
          {MAIL_PREFERENCES.map((name) => (
            <div key={name} className="account-mail-notice">
              <Checkbox
                name={name}
                isSelected={values[name]}
                onChange={(on) => setDraft({ ...values, [name]: on })}
              >
                {MAIL_PREFERENCE_LABELS[name]}
              </Checkbox>
              <div className="account-mail-help">{MAIL_PREFERENCE_HELP[name]}</div>
            </div>
          ))}
          {save.isError && <FormError>{errorText(save.error)}</FormError>}
          <FormActions>
            <Button type="submit" variant="primary" isPending={save.isPending}>
              Save e-mail notices
            </Button>
          </FormActions>
        </Form>
      )}
    </Card>
  );
}
