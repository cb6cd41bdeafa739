import { useQueries } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { outstandingQty } from '@tyreline/domain/shipments';
import { LineFit } from '../../components/line-fit.tsx';
import { formatDateTime } from '../../lib/format-date.ts';
import { Alert } from '../../ui/alert.tsx';
import { Button } from '../../ui/button.tsx';
import { PrinterIcon } from '../../ui/icons.tsx';
import { Skeleton } from '../../ui/skeleton.tsx';
import { Inline } from '../../ui/stack.tsx';
import { staffOrderQuery } from './api/get-staff-order.ts';
import './order-shipments-panel.css';
import { StaffHeading } from '../components/staff-heading.tsx';

/** Pick lists for the browser to print: one page per order (the print stylesheet hides the back office around it). */
export function PickListPage() {
  const [params] = useSearchParams();
  const ids = (params.get('ids') ?? '')
    .split(',')
    .map(Number)
    .filter((id) => Number.isInteger(id) && id > 0)
    .slice(0, 100);
  const orders = useQueries({ queries: ids.map((id) => staffOrderQuery(id)) });

  if (ids.length === 0)
    return <Alert type="info" title="Select orders in the queue to print their pick lists." />;
  return (
    <div className="staff-page">
      <Inline justify="between" gap="md" className="no-print">
        <StaffHeading title="Pick lists">Pick lists ({ids.length})</StaffHeading>
        <Button variant="primary" icon={<PrinterIcon />} onPress={() => window.print()}>
          Print
        </Button>
      </Inline>
      {orders.map((query, index) => {
        if (query.isPending) return <Skeleton key={ids[index]} />;
        if (query.isError) return <Alert key={ids[index]} type="error" title={query.error.message} />;
        const order = query.data;
        const address = order.delivery_address;
        // Part of a backordered order already went: its pick list is what is still to send.
        const backordered = order.status === 'backordered';
        const lines = order.lines
          .map((line) => ({ ...line, toPick: backordered ? outstandingQty(line) : line.qty }))
          .filter((line) => line.toPick > 0);
        return (
          <section key={order.id} className="pick-list" aria-label={`Pick list ${order.number}`}>
            <header className="pick-list-head">
              <h2>{order.number}</h2>
              <span>{order.warehouse.name}</span>
            </header>
            <p className="pick-list-facts">
              <strong>{order.account.name}</strong> · {order.ship_type.name} · placed{' '}
              {formatDateTime(order.created_at)}
              {order.customer_reference && <> · ref {order.customer_reference}</>}
              <br />
              {address
                ? `${address.street}, ${address.suburb} ${address.state} ${address.postcode}`
                : 'Customer collects'}
            </p>
            {backordered && (
              <p className="pick-list-backorder">
                Backorder: only what is still to send. Part of this order already went.
              </p>
            )}
            <table className="pick-list-lines">
              <thead>
                <tr>
                  <th scope="col">Picked</th>
                  <th scope="col">SKU</th>
                  <th scope="col">Product</th>
                  <th scope="col">Qty</th>
                </tr>
              </thead>
              <tbody>
                {lines.map((line) => (
                  <tr key={`${line.product_id}-${line.sku}`}>
                    <td className="pick-list-box" aria-label="Not picked yet" />
                    <td>{line.sku}</td>
                    <td>
                      {line.name}
                      <LineFit fit={line.fit} />
                    </td>
                    <td className="pick-list-qty">
                      {line.toPick}
                      {line.toPick !== line.qty && <span className="pick-list-of"> of {line.qty}</span>}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
            {order.notes && <p className="pick-list-notes">Notes: {order.notes}</p>}
            <p className="pick-list-sign">Picked by ____________________ Checked by ____________________</p>
          </section>
        );
      })}
    </div>
  );
}
