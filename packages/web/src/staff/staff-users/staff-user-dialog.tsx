import { useState } from 'react';
import { Alert, Form, Input, Modal, Select } from 'antd';
import { PASSWORD_MIN_LENGTH } from '@tyreline/domain/contract/auth';
import {
  STAFF_USER_LABELS,
  staffPasswordReset,
  staffUserEdit,
  staffUserInput,
  staleStaffUserBody,
  type StaffUser,
} from '@tyreline/domain/contract/staff-users';
import { STAFF_ROLES, STAFF_ROLE_LABELS } from '@tyreline/domain/staff';
import { showSuccess } from '../../lib/feedback.ts';
import { ApiError } from '../../lib/http-client.ts';
import { useCreateStaffUser } from './api/create-staff-user.ts';
import { useEditStaffUser } from './api/edit-staff-user.ts';
import { useResetStaffUserPassword } from './api/reset-staff-user-password.ts';
import { useStaffWarehouses } from '../orders/api/get-staff-warehouses.ts';
import { clearOnChange, parseForm, showServerErrors } from '../../lib/form-errors.ts';

const FIELDS = ['username', 'name', 'role', 'password', 'warehouse_ids'] as const;

const ROLE_OPTIONS = STAFF_ROLES.map((role) => ({ value: role, label: STAFF_ROLE_LABELS[role] }));

export type StaffUserDialogMode = { kind: 'create' } | { kind: 'edit' | 'password'; user: StaffUser };

const TITLES = { create: 'New staff member', edit: 'Edit', password: 'Reset password of' } as const;
const OK_TEXT = { create: 'Create staff member', edit: 'Save changes', password: 'Set password' } as const;

/**
 * A new staff sign-in, an edit of someone's name and role, or a new password for them: one form checked
 * with the schema the server uses. A stale edit shows who changed what and reloads them as they are now.
 */
export function StaffUserDialog({
  mode,
  onClose,
  self = false,
}: {
  mode: StaffUserDialogMode;
  onClose: () => void;
  /** The administrator's own row: their role is not theirs to change (the server refuses it too). */
  self?: boolean;
}) {
  const [form] = Form.useForm();
  const warehouses = useStaffWarehouses();
  const create = useCreateStaffUser();
  const edit = useEditStaffUser();
  const reset = useResetStaffUserPassword();
  const [user, setUser] = useState(mode.kind === 'create' ? null : mode.user);
  const [failure, setFailure] = useState<string | null>(null);
  const pending = create.isPending || edit.isPending || reset.isPending;

  const onError = (error: unknown) => {
    const stale =
      error instanceof ApiError && error.status === 409 && staleStaffUserBody.safeParse(error.body);
    if (stale && stale.success) {
      const { name, role, warehouse_ids } = stale.data.current;
      setUser(stale.data.current);
      form.setFieldsValue({ name, role, warehouse_ids });
      setFailure(String(stale.data.message));
    } else if (!showServerErrors(form, FIELDS, error)) {
      setFailure(error instanceof ApiError ? error.message : String(error));
    }
  };
  const done = (text: string) => {
    showSuccess(text);
    onClose();
  };

  const submit = () => {
    setFailure(null);
    const values = { ...form.getFieldsValue(), version: user?.version };
    if (mode.kind === 'create') {
      const body = parseForm(form, staffUserInput, FIELDS, values);
      if (body) create.mutate(body, { onSuccess: ({ data }) => done(`Created ${data.username}.`), onError });
    } else if (mode.kind === 'edit' && user) {
      const body = parseForm(form, staffUserEdit, FIELDS, values);
      if (body)
        edit.mutate(
          { id: user.id, ...body },
          { onSuccess: ({ data }) => done(`Saved ${data.username}.`), onError },
        );
    } else if (user) {
      const body = parseForm(form, staffPasswordReset, FIELDS, values);
      if (body)
        reset.mutate(
          { id: user.id, ...body },
          {
            onSuccess: ({ data }) =>
              done(`New password set for ${data.username}; their sessions have ended.`),
            onError,
          },
        );
    }
  };

  return (
    <Modal
      open
      title={user ? `${TITLES[mode.kind]} ${user.username}` : TITLES.create}
      okText={OK_TEXT[mode.kind]}
      okButtonProps={{ htmlType: 'submit', form: 'staff-user', loading: pending }}
      cancelText="Back"
      onCancel={onClose}
      destroyOnHidden
    >
      <Form
        form={form}
        name="staff-user"
        layout="vertical"
        initialValues={
          user
            ? { name: user.name, role: user.role, warehouse_ids: user.warehouse_ids }
            : { warehouse_ids: [] }
        }
        onFinish={submit}
        onValuesChange={clearOnChange(form)}
      >
        {mode.kind === 'create' && (
          <Form.Item
            name="username"
            label={STAFF_USER_LABELS.username}
            required
            extra="Their work email address; they sign in with it."
          >
            <Input inputMode="email" maxLength={254} autoComplete="off" autoFocus />
          </Form.Item>
        )}
        {mode.kind !== 'password' && (
          <>
            <Form.Item
              name="name"
              label={STAFF_USER_LABELS.name}
              required={mode.kind === 'edit'}
              extra={
                mode.kind === 'create' ? 'Shown in the audit log; the username if left empty.' : undefined
              }
            >
              <Input maxLength={200} autoComplete="off" autoFocus={mode.kind === 'edit'} />
            </Form.Item>
            <Form.Item
              name="role"
              label={STAFF_USER_LABELS.role}
              required
              extra={
                self
                  ? 'Your own role: another administrator can change it.'
                  : 'Sales: accounts, credit, prices and orders. Warehouse: orders and stock. Administrator: everything, and staff.'
              }
            >
              <Select options={ROLE_OPTIONS} placeholder="Choose a role" disabled={self} />
            </Form.Item>
            <Form.Item
              name="warehouse_ids"
              label={STAFF_USER_LABELS.warehouse_ids}
              extra="The orders and stock they see and work on. None: every warehouse."
            >
              <Select
                mode="multiple"
                allowClear
                placeholder="Every warehouse"
                loading={warehouses.isPending}
                options={(warehouses.data ?? []).map((w) => ({ value: w.id, label: w.name }))}
              />
            </Form.Item>
          </>
        )}
        {mode.kind !== 'edit' && (
          <Form.Item
            name="password"
            label={mode.kind === 'password' ? 'New password' : STAFF_USER_LABELS.password}
            required
            extra={`At least ${PASSWORD_MIN_LENGTH} characters. Tell them in person or by phone, never by email.`}
          >
            <Input.Password autoComplete="new-password" autoFocus={mode.kind === 'password'} />
          </Form.Item>
        )}
      </Form>
      {failure && <Alert type="error" showIcon role="alert" title={failure} />}
    </Modal>
  );
}
