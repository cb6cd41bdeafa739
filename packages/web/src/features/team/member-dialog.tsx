import { useState } from 'react';
import { Alert, Form, Modal } from 'antd';
import { memberUpdate, type MemberUpdate, type TeamMember } from '@tyreline/domain/contract/team';
import { ApiError } from '../../lib/http-client.ts';
import { useUpdateMember } from './api/update-member.ts';
import { fieldErrorsFor, RoleAndLimitFields } from './team-form-fields.tsx';

/** Change a user's role and order limit (an empty limit clears it). */
export function MemberDialog({ member, onClose }: { member: TeamMember | null; onClose: () => void }) {
  const [form] = Form.useForm<MemberUpdate>();
  const update = useUpdateMember();
  const [failure, setFailure] = useState<string | null>(null);

  const close = () => {
    setFailure(null);
    onClose();
  };

  const submit = (values: MemberUpdate) => {
    if (!member) return;
    setFailure(null);
    const parsed = memberUpdate.safeParse({ ...values, order_limit: values.order_limit ?? null });
    if (!parsed.success) {
      const errors: Record<string, string[]> = {};
      for (const issue of parsed.error.issues) (errors[String(issue.path[0])] ??= []).push(issue.message);
      return form.setFields(fieldErrorsFor(errors));
    }
    update.mutate(
      { id: member.id, ...parsed.data },
      {
        onSuccess: close,
        onError: (error) => {
          if (error instanceof ApiError && Object.keys(error.fieldErrors).length > 0)
            return form.setFields(fieldErrorsFor(error.fieldErrors));
          setFailure(error instanceof ApiError ? [error.text].flat().join(' ') : error.message);
        },
      },
    );
  };

  return (
    <Modal
      open={member !== null}
      title={member ? `Role of ${member.name}` : ''}
      okText="Save"
      onOk={() => form.submit()}
      confirmLoading={update.isPending}
      onCancel={close}
      destroyOnHidden
    >
      {member && (
        <Form
          form={form}
          layout="vertical"
          initialValues={{ role: member.role, order_limit: member.order_limit }}
          onFinish={submit}
          aria-label={`Role of ${member.name}`}
        >
          <RoleAndLimitFields />
          {failure && <Alert type="error" showIcon role="alert" title={failure} />}
        </Form>
      )}
    </Modal>
  );
}
