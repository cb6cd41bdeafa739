import { TEAM_LABELS } from '@tyreline/domain/contract/team';
import { hasOrderLimit, TEAM_ROLE_LABELS, TEAM_ROLES, type TeamRole } from '@tyreline/domain/team';
import { NumberField } from '../../ui/number-field.tsx';
import { Select } from '../../ui/select.tsx';

const ROLE_HELP: Record<TeamRole, string> = {
  owner: 'Everything, including this Team screen and approvals.',
  buyer: 'Sees prices and orders, up to the order limit if one is set.',
  viewer: 'Sees stock and orders, no prices; cannot order.',
};

const roleOptions = TEAM_ROLES.map((role) => ({ value: role, label: TEAM_ROLE_LABELS[role] }));

/** Dollars as the field shows them ("$1,500.00"), held in dollars as the contract is. */
const DOLLARS: Intl.NumberFormatOptions = { style: 'currency', currency: 'AUD' };

export interface RoleAndLimit {
  role: TeamRole;
  /** Dollars; null for no limit. */
  order_limit: number | null;
}

/** Role and, for a buyer, the optional order limit: the invite and the edit dialogs share them. */
export function RoleAndLimitFields({
  value,
  onChange,
}: {
  value: RoleAndLimit;
  onChange: (value: RoleAndLimit) => void;
}) {
  return (
    <>
      <Select
        name="role"
        label={TEAM_LABELS.role}
        options={roleOptions}
        value={value.role}
        onChange={(role) => onChange({ ...value, role: role as TeamRole })}
        description={ROLE_HELP[value.role]}
        isRequired
      />
      {hasOrderLimit(value.role) && (
        <NumberField
          name="order_limit"
          label={TEAM_LABELS.order_limit}
          value={value.order_limit}
          onChange={(limit) => onChange({ ...value, order_limit: limit })}
          min={0}
          formatOptions={DOLLARS}
          description="The most per order, GST inclusive. Leave empty for no limit; above it, the buyer asks for approval."
        />
      )}
    </>
  );
}
