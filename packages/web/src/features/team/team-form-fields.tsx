import { Form, InputNumber, Select } from 'antd';
import { TEAM_LABELS } from '@tyreline/domain/contract/team';
import { hasOrderLimit, TEAM_ROLE_LABELS, TEAM_ROLES, type TeamRole } from '@tyreline/domain/team';

export const ROLE_HELP: Record<TeamRole, string> = {
  owner: 'Everything, including this Team screen and approvals.',
  buyer: 'Sees prices and orders, up to the order limit if one is set.',
  viewer: 'Sees stock and orders, no prices; cannot order.',
};

const roleOptions = TEAM_ROLES.map((role) => ({ value: role, label: TEAM_ROLE_LABELS[role] }));

/** Role and, for a buyer, the optional order limit: the invite and the edit dialogs share them. */
export function RoleAndLimitFields() {
  const role = Form.useWatch<TeamRole | undefined>('role');
  return (
    <>
      <Form.Item name="role" label={TEAM_LABELS.role} required extra={role ? ROLE_HELP[role] : undefined}>
        <Select options={roleOptions} aria-label={TEAM_LABELS.role} />
      </Form.Item>
      {role && hasOrderLimit(role) && (
        <Form.Item
          name="order_limit"
          label={TEAM_LABELS.order_limit}
          extra="The most per order, GST inclusive. Leave empty for no limit; above it, the buyer asks for approval."
        >
          <InputNumber min={0} step={100} precision={2} prefix="$" style={{ width: '100%' }} />
        </Form.Item>
      )}
    </>
  );
}
