import { useState } from 'react';
import { Link } from 'react-router';
import type { Order } from '@tyreline/domain/contract/orders';
import type { ClaimableLine } from '@tyreline/domain/contract/warranty';
import { CLAIMABLE_ORDER_STATUSES } from '@tyreline/domain/warranty';
import { Button } from '../../ui/button.tsx';
import { SafetyCertificateIcon } from '../../ui/icons.tsx';
import { useTeamMay } from '../account/api/get-account.ts';
import { useClaimableLines } from './api/claims.ts';
import { ClaimFormModal } from './claim-form.tsx';
import './warranty.css';

/**
 * On a delivered or collected order: each tyre line with a "Warranty claim" action (disabled, the reason beside
 * it, once every tyre of it is under a claim or a return), and the way to the account's claims.
 */
export function WarrantyClaimButton({ order }: { order: Order }) {
  const delivered = (CLAIMABLE_ORDER_STATUSES as readonly string[]).includes(order.status);
  const mayClaim = useTeamMay('placeOrders') === true;
  const lines = useClaimableLines(order.id, delivered && mayClaim);
  const [open, setOpen] = useState<ClaimableLine | null>(null);
  if (!delivered || !mayClaim || !lines.data || lines.data.length === 0) return null;
  return (
    <section aria-labelledby="order-warranty-title" className="order-warranty">
      <h3 id="order-warranty-title">Warranty</h3>
      <ul className="order-warranty-lines">
        {lines.data.map((line) => (
          <li key={line.order_line_id}>
            <span className="order-warranty-name">
              {line.name}
              <span className="claim-muted">
                {' '}
                · {line.claimable_qty} of {line.delivered_qty} may be claimed
                {line.reason && ` · ${line.reason}`}
              </span>
            </span>
            <Button
              icon={<SafetyCertificateIcon />}
              isDisabled={line.claimable_qty === 0}
              onPress={() => setOpen(line)}
              aria-label={`Warranty claim: ${line.name}`}
            >
              Warranty claim
            </Button>
          </li>
        ))}
      </ul>
      <Link to="/claims">Your warranty claims</Link>
      {open && <ClaimFormModal orderId={order.id} line={open} onClose={() => setOpen(null)} />}
    </section>
  );
}
