import { useId, useState } from 'react';
import { memberUpdate, type TeamMember } from '@tyreline/domain/contract/team';
import { Button } from '../../ui/button.tsx';
import { Dialog } from '../../ui/dialog.tsx';
import { errorText, Form, FormError, useFormErrors } from '../../ui/form.tsx';
import { useUpdateMember } from './api/update-member.ts';
import { RoleAndLimitFields, type RoleAndLimit } from './team-form-fields.tsx';

const FIELDS = ['role', 'order_limit'] as const;

type Update = ReturnType<typeof useUpdateMember>;

/** The member's role and limit, as they are until the owner changes them. */
function MemberForm({
  id,
  member,
  update,
  onSaved,
}: {
  id: string;
  member: TeamMember;
  update: Update;
  onSaved: () => void;
}) {
  const errors = useFormErrors(FIELDS);
  const [values, setValues] = useState<RoleAndLimit>({ role: member.role, order_limit: member.order_limit });
  const [failure, setFailure] = useState<string | null>(null);

  const submit = () => {
    setFailure(null);
    const parsed = errors.parse(memberUpdate, values);
    if (!parsed) return;
    update.mutate(
      { id: member.id, ...parsed },
      {
        onSuccess: onSaved,
        onError: (error) => {
          if (!errors.fromServer(error)) setFailure(errorText(error));
        },
      },
    );
  };

  return (
    <Form id={id} aria-label={`Role of ${member.name}`} onSubmit={submit} {...errors.formProps}>
      <RoleAndLimitFields value={values} onChange={setValues} />
      {failure && <FormError>{failure}</FormError>}
    </Form>
  );
}

/** Change a user's role and order limit (an empty limit clears it). */
export function MemberDialog({ member, onClose }: { member: TeamMember | null; onClose: () => void }) {
  const formId = useId();
  const update = useUpdateMember();
  return (
    <Dialog
      isOpen={member !== null}
      onOpenChange={(isOpen) => !isOpen && onClose()}
      title={member ? `Role of ${member.name}` : ''}
      footer={(close) => (
        <>
          <Button onPress={close}>Cancel</Button>
          <Button type="submit" form={formId} variant="primary" isPending={update.isPending}>
            Save
          </Button>
        </>
      )}
    >
      {member && <MemberForm key={member.id} id={formId} member={member} update={update} onSaved={onClose} />}
    </Dialog>
  );
}
