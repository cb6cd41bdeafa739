import { useEffect } from 'react';
import { Alert, Button, Card, Checkbox, Form, Skeleton } from 'antd';
import type { MailPreferencesDto } from '@tyreline/domain/contract/account';
import { MAIL_PREFERENCE_HELP, MAIL_PREFERENCE_LABELS, MAIL_PREFERENCES } from '@tyreline/domain/mail-topics';
import { LoadError } from '../../components/load-error.tsx';
import { showSuccess } from '../../lib/feedback.ts';
import { errorText } from '../../lib/form-errors.ts';
import { useAccount } from './api/get-account.ts';
import { useMailPreferences, useSaveMailPreferences } from './api/mail-preferences.ts';

/**
 * The signed-in user's optional e-mail notices, on or off (`@tyreline/domain/mail-topics`); security mail,
 * approval notices and cancellations always go.
 */
export function MailNoticesCard() {
  const [form] = Form.useForm<MailPreferencesDto>();
  const preferences = useMailPreferences();
  const save = useSaveMailPreferences();
  const address = useAccount().data?.username;

  useEffect(() => {
    if (preferences.data) form.setFieldsValue(preferences.data);
  }, [preferences.data, form]);

  const submit = (values: MailPreferencesDto) =>
    save.mutate(
      {
        order_placed: values.order_placed === true,
        dispatched: values.dispatched === true,
        statements: values.statements === true,
      },
      { onSuccess: () => showSuccess('E-mail notices saved') },
    );

  return (
    <Card title="E-mail notices" size="small" data-testid="mail-notices">
      {preferences.isError && (
        <LoadError
          title="Your e-mail notices could not be loaded."
          error={preferences.error}
          onRetry={() => preferences.refetch()}
        />
      )}
      {preferences.isPending && <Skeleton active />}
      {preferences.data && (
        <Form form={form} layout="vertical" onFinish={submit} aria-label="E-mail notices">
          <p className="account-mail-intro">
            {address ? `Sent to ${address}. ` : ''}Password resets, invitations, approvals and cancellations
            are always sent.
          </p>
          {MAIL_PREFERENCES.map((name) => (
            <Form.Item key={name} name={name} valuePropName="checked" extra={MAIL_PREFERENCE_HELP[name]}>
              <Checkbox>{MAIL_PREFERENCE_LABELS[name]}</Checkbox>
            </Form.Item>
          ))}
          {save.isError && (
            <Alert
              type="error"
              showIcon
              role="alert"
              title={errorText(save.error)}
              className="account-mail-error"
            />
          )}
          <Button type="primary" htmlType="submit" loading={save.isPending}>
            Save e-mail notices
          </Button>
        </Form>
      )}
    </Card>
  );
}
