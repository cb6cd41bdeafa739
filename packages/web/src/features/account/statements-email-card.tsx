import { Button, Card, Form, Input } from 'antd';
import { statementsEmailRequest } from '@tyreline/domain/contract/account';
import { showSuccess } from '../../lib/feedback.ts';
import { clearOnChange, parseForm, showServerErrors } from '../../lib/form-errors.ts';
import { useAccount, useTeamMay } from './api/get-account.ts';
import { useSaveStatementsEmail } from './api/statements-email.ts';

const FIELDS = ['statements_email'];

/**
 * The owner's say in where the monthly statement goes: the accounts team's address, or (empty) the owners who
 * want statements by mail. Shown to owners only.
 */
export function StatementsEmailCard() {
  const account = useAccount();
  const owner = useTeamMay('manageTeam') === true;
  const [form] = Form.useForm<{ statements_email: string }>();
  const save = useSaveStatementsEmail();
  if (!owner || !account.data) return null;

  const submit = () => {
    const body = parseForm(form, statementsEmailRequest, FIELDS, form.getFieldsValue());
    if (!body) return;
    save.mutate(body, {
      onSuccess: ({ data }) => {
        form.setFieldsValue({ statements_email: data.statements_email ?? '' });
        showSuccess(
          data.statements_email
            ? `Statements will be emailed to ${data.statements_email}`
            : 'Statements will be emailed to the account’s owners',
        );
      },
      onError: (error) => void showServerErrors(form, FIELDS, error),
    });
  };

  return (
    <Card title="Statements by email" size="small" data-testid="statements-email-card">
      <p className="account-statements-help">
        Each month’s statement is emailed as a PDF. Send it to your accounts team’s address, or leave this
        empty to send it to the account’s owners.
      </p>
      <Form
        form={form}
        layout="vertical"
        requiredMark={false}
        name="statements-email"
        initialValues={{ statements_email: account.data.statements_email ?? '' }}
        onFinish={submit}
        onValuesChange={clearOnChange(form)}
      >
        <Form.Item name="statements_email" label="Statements email">
          <Input inputMode="email" maxLength={254} autoComplete="email" placeholder="accounts@example.com" />
        </Form.Item>
        <Button type="primary" htmlType="submit" loading={save.isPending}>
          Save statements email
        </Button>
      </Form>
    </Card>
  );
}
