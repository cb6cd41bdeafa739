import { useState } from 'react';
import { Alert, Button, Form, Input } from 'antd';
import {
  changePasswordRequest,
  PASSWORD_LABELS,
  PASSWORD_MIN_LENGTH,
  type ChangePasswordRequest,
} from '@tyreline/domain/contract/auth';
import { showSuccess } from '../../lib/feedback.ts';
import { clearOnChange, errorText, parseForm, showServerErrors } from '../../lib/form-errors.ts';
import { useChangePassword } from './api/change-password.ts';

type FieldName = keyof ChangePasswordRequest;
const FIELDS: FieldName[] = ['old_password', 'new_password', 'new_password_confirmation'];

/** Change password: the contract's rules before sending, the server's field errors under their fields after. */
export function ChangePasswordForm() {
  const [form] = Form.useForm<ChangePasswordRequest>();
  const change = useChangePassword();
  const [failure, setFailure] = useState<string | null>(null);

  const submit = () => {
    setFailure(null);
    const raw: Partial<ChangePasswordRequest> = form.getFieldsValue();
    const values = Object.fromEntries(FIELDS.map((name) => [name, raw[name] ?? '']));
    const parsed = parseForm(form, changePasswordRequest, FIELDS, values);
    if (!parsed) return;
    change.mutate(parsed, {
      onSuccess: () => {
        form.resetFields();
        showSuccess('Your password has been changed');
      },
      onError: (error) => {
        if (!showServerErrors(form, FIELDS, error)) setFailure(errorText(error));
      },
    });
  };

  return (
    <Form
      form={form}
      layout="vertical"
      onFinish={submit}
      aria-label="Change password"
      onValuesChange={clearOnChange(form)}
    >
      <Form.Item name="old_password" label={PASSWORD_LABELS.old_password} required>
        <Input.Password autoComplete="current-password" />
      </Form.Item>
      <Form.Item
        name="new_password"
        label={PASSWORD_LABELS.new_password}
        required
        extra={`At least ${PASSWORD_MIN_LENGTH} characters, different from the current one.`}
      >
        <Input.Password autoComplete="new-password" />
      </Form.Item>
      <Form.Item name="new_password_confirmation" label={PASSWORD_LABELS.new_password_confirmation} required>
        <Input.Password autoComplete="new-password" />
      </Form.Item>
      {failure && (
        <Alert type="error" showIcon role="alert" title={failure} className="account-password-error" />
      )}
      <Button type="primary" htmlType="submit" loading={change.isPending}>
        Change password
      </Button>
    </Form>
  );
}
