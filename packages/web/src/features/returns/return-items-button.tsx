import type { OrderStatus } from '@tyreline/domain/order-status';
import { isReturnableOrderStatus } from '@tyreline/domain/returns';
import { LinkButton } from '../../ui/button.tsx';
import { RollbackIcon } from '../../ui/icons.tsx';
import { useTeamMay } from '../account/api/get-account.ts';
import { useReturnable } from './api/get-returnable.ts';

/**
 * "Return items" on a delivered or collected order, while its return window is open and something is left to
 * return; the team's owners and buyers only (docs/product.md §21). Nothing otherwise.
 */
export function ReturnItemsButton({ order }: { order: { id: number; status: OrderStatus } }) {
  const may = useTeamMay('requestReturns') === true;
  const eligible = may && isReturnableOrderStatus(order.status);
  const returnable = useReturnable(order.id, eligible);
  if (!eligible || !returnable.data || returnable.data.refusal) return null;
  return (
    <LinkButton to={`/returns/new?order=${order.id}`} icon={<RollbackIcon />}>
      Return items
    </LinkButton>
  );
}
