import { useState } from 'react';
import { Alert, Form, Modal } from 'antd';
import { memberUpdate, type MemberUpdate, type TeamMember } from '@tyreline/domain/contract/team';
import { errorText, parseForm, showServerErrors } from '../../lib/form-errors.ts';
import { useUpdateMember } from './api/update-member.ts';
import { RoleAndLimitFields } from './team-form-fields.tsx';

const FIELDS = Object.keys(memberUpdate.shape);

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
    const parsed = parseForm(form, memberUpdate, FIELDS, {
      ...values,
      order_limit: values.order_limit ?? null,
    });
    if (!parsed) return;
    update.mutate(
      { id: member.id, ...parsed },
      {
        onSuccess: close,
        onError: (error) => {
          if (!showServerErrors(form, FIELDS, error)) setFailure(errorText(error));
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
