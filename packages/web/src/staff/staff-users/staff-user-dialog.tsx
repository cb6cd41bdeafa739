import { useState } from 'react';
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
import { Button } from '../../ui/button.tsx';
import { CheckboxGroup } from '../../ui/checkbox.tsx';
import { Dialog } from '../../ui/dialog.tsx';
import { Form, FormError, errorText, useFormErrors, type FormValues } from '../../ui/form.tsx';
import { Select } from '../../ui/select.tsx';
import { TextField } from '../../ui/text-field.tsx';
import { useCreateStaffUser } from './api/create-staff-user.ts';
import { useEditStaffUser } from './api/edit-staff-user.ts';
import { useResetStaffUserPassword } from './api/reset-staff-user-password.ts';
import { useStaffWarehouses } from '../orders/api/get-staff-warehouses.ts';

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
  const errors = useFormErrors(FIELDS);
  const warehouses = useStaffWarehouses();
  const create = useCreateStaffUser();
  const edit = useEditStaffUser();
  const reset = useResetStaffUserPassword();
  const [user, setUser] = useState(mode.kind === 'create' ? null : mode.user);
  const [name, setName] = useState(user?.name ?? '');
  const [role, setRole] = useState<string | null>(user?.role ?? null);
  const [warehouseIds, setWarehouseIds] = useState<number[]>(user?.warehouse_ids ?? []);
  const [failure, setFailure] = useState<string | null>(null);
  const pending = create.isPending || edit.isPending || reset.isPending;

  const onError = (error: unknown) => {
    const stale =
      error instanceof ApiError && error.status === 409 && staleStaffUserBody.safeParse(error.body);
    if (stale && stale.success) {
      const current = stale.data.current;
      setUser(current);
      setName(current.name);
      setRole(current.role);
      setWarehouseIds(current.warehouse_ids);
      setFailure(String(stale.data.message));
    } else if (!errors.fromServer(error)) {
      setFailure(errorText(error));
    }
  };
  const done = (text: string) => {
    showSuccess(text);
    onClose();
  };

  const submit = (entries: FormValues) => {
    setFailure(null);
    const values = {
      ...entries,
      name,
      role: role ?? undefined,
      warehouse_ids: warehouseIds,
      version: user?.version,
    };
    if (mode.kind === 'create') {
      const body = errors.parse(staffUserInput, values);
      if (body) create.mutate(body, { onSuccess: ({ data }) => done(`Created ${data.username}.`), onError });
    } else if (mode.kind === 'edit' && user) {
      const body = errors.parse(staffUserEdit, values);
      if (body)
        edit.mutate(
          { id: user.id, ...body },
          { onSuccess: ({ data }) => done(`Saved ${data.username}.`), onError },
        );
    } else if (user) {
      const body = errors.parse(staffPasswordReset, values);
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
    <Dialog
      isOpen
      onOpenChange={(open) => !open && onClose()}
      title={user ? `${TITLES[mode.kind]} ${user.username}` : TITLES.create}
      footer={
        <>
          <Button onPress={onClose}>Back</Button>
          <Button type="submit" form="staff-user" variant="primary" isPending={pending}>
            {OK_TEXT[mode.kind]}
          </Button>
        </>
      }
    >
      <Form id="staff-user" onSubmit={submit} {...errors.formProps}>
        {mode.kind === 'create' && (
          <TextField
            name="username"
            label={STAFF_USER_LABELS.username}
            isRequired
            description="Their work email address; they sign in with it."
            inputMode="email"
            maxLength={254}
            autoComplete="off"
            autoFocus
          />
        )}
        {mode.kind !== 'password' && (
          <>
            <TextField
              name="name"
              label={STAFF_USER_LABELS.name}
              isRequired={mode.kind === 'edit'}
              description={
                mode.kind === 'create' ? 'Shown in the audit log; the username if left empty.' : undefined
              }
              value={name}
              onChange={setName}
              maxLength={200}
              autoComplete="off"
              autoFocus={mode.kind === 'edit'}
            />
            <Select
              name="role"
              label={STAFF_USER_LABELS.role}
              isRequired
              description={
                self
                  ? 'Your own role: another administrator can change it.'
                  : 'Sales: accounts, credit, prices and orders. Warehouse: orders and stock. Administrator: everything, and staff.'
              }
              options={ROLE_OPTIONS}
              placeholder="Choose a role"
              value={role}
              onChange={setRole}
              isDisabled={self}
            />
            <CheckboxGroup
              name="warehouse_ids"
              label={STAFF_USER_LABELS.warehouse_ids}
              description="The orders and stock they see and work on. None: every warehouse."
              options={(warehouses.data ?? []).map((w) => ({ value: String(w.id), label: w.name }))}
              value={warehouseIds.map(String)}
              onChange={(ids) => setWarehouseIds(ids.map(Number))}
            />
          </>
        )}
        {mode.kind !== 'edit' && (
          <TextField
            name="password"
            type="password"
            label={mode.kind === 'password' ? 'New password' : STAFF_USER_LABELS.password}
            isRequired
            description={`At least ${PASSWORD_MIN_LENGTH} characters. Tell them in person or by phone, never by email.`}
            autoComplete="new-password"
            autoFocus={mode.kind === 'password'}
          />
        )}
        {failure && <FormError>{failure}</FormError>}
      </Form>
    </Dialog>
  );
}
