import { Button } from 'antd';
import { RollbackOutlined } from '@ant-design/icons';
import { Link } from 'react-router';
import type { OrderStatus } from '@tyreline/domain/order-status';
import { isReturnableOrderStatus } from '@tyreline/domain/returns';
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
    <Link to={`/returns/new?order=${order.id}`}>
      <Button icon={<RollbackOutlined />}>Return items</Button>
    </Link>
  );
}
