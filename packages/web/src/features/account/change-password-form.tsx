import { useState } from 'react';
import { Alert, Button, Form, Input } from 'antd';
import {
  changePasswordRequest,
  PASSWORD_LABELS,
  PASSWORD_MIN_LENGTH,
  type ChangePasswordRequest,
} from '@tyreline/domain/contract/auth';
import { showSuccess } from '../../lib/feedback.ts';
import { ApiError } from '../../lib/http-client.ts';
import { useChangePassword } from './api/change-password.ts';

type FieldName = keyof ChangePasswordRequest;
const FIELDS: FieldName[] = ['old_password', 'new_password', 'new_password_confirmation'];

const isField = (name: unknown): name is FieldName => FIELDS.includes(name as FieldName);

/** Change password: the contract's rules before sending, the server's field errors under their fields after. */
export function ChangePasswordForm() {
  const [form] = Form.useForm<ChangePasswordRequest>();
  const change = useChangePassword();
  const [failure, setFailure] = useState<string | null>(null);

  const showErrors = (errors: Partial<Record<FieldName, string[]>>) => {
    form.setFields(FIELDS.map((name) => ({ name, errors: errors[name] ?? [] })));
    const first = FIELDS.find((name) => errors[name]?.length);
    if (first) form.getFieldInstance(first)?.focus?.();
  };

  const submit = () => {
    setFailure(null);
    const raw: Partial<ChangePasswordRequest> = form.getFieldsValue();
    const values = Object.fromEntries(FIELDS.map((name) => [name, raw[name] ?? '']));
    const parsed = changePasswordRequest.safeParse(values);
    if (!parsed.success) {
      const errors: Partial<Record<FieldName, string[]>> = {};
      for (const issue of parsed.error.issues) {
        const name = issue.path[0];
        if (isField(name)) errors[name] = [...(errors[name] ?? []), issue.message];
      }
      return showErrors(errors);
    }
    change.mutate(parsed.data, {
      onSuccess: () => {
        form.resetFields();
        showSuccess('Your password has been changed');
      },
      onError: (error) => {
        const fieldErrors = error instanceof ApiError ? error.fieldErrors : {};
        const known = Object.fromEntries(Object.entries(fieldErrors).filter(([name]) => isField(name)));
        if (Object.keys(known).length > 0) return showErrors(known);
        setFailure(error instanceof ApiError ? [error.text].flat().join(' ') : error.message);
      },
    });
  };

  return (
    <Form
      form={form}
      layout="vertical"
      onFinish={submit}
      aria-label="Change password"
      onValuesChange={(changed: Partial<ChangePasswordRequest>) =>
        form.setFields(Object.keys(changed).map((name) => ({ name: name as FieldName, errors: [] })))
      }
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
