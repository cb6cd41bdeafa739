import { isPickUpShipType } from '@tyreline/domain/enums';
import { nextStatuses, ORDER_STATUS_LABELS, type OrderStatus } from '@tyreline/domain/order-status';
import type { Order } from '@tyreline/domain/contract/orders';
import { formatDateTime } from '../../lib/format-date.ts';
import { CheckCircleIcon, ClockIcon, CloseCircleIcon } from '../../ui/icons.tsx';
import { Timeline, type TimelineItem } from '../../ui/timeline.tsx';

/** The steps still ahead of an order on its happy path (never the cancellation), for the greyed tail of the timeline. */
export function upcomingStatuses(status: OrderStatus, isPickUp: boolean): OrderStatus[] {
  const ahead: OrderStatus[] = [];
  let current = status;
  for (;;) {
    const next = nextStatuses(current, isPickUp).find((s) => s !== 'cancelled');
    if (!next) return ahead;
    ahead.push(next);
    current = next;
  }
}

type Change = Order['status_history'][number];

/**
 * One step per status reached: a later row of the same status (the carrier's reference added to a
 * dispatched order) adds its note to that step rather than repeating it.
 */
export function timelineSteps(
  history: readonly Change[],
): { status: OrderStatus; at: string; notes: string[] }[] {
  const steps: { status: OrderStatus; at: string; notes: string[] }[] = [];
  for (const change of [...history].sort((a, b) => a.at.localeCompare(b.at))) {
    const last = steps[steps.length - 1];
    if (last?.status === change.status) {
      if (change.note) last.notes.push(change.note);
    } else {
      steps.push({ status: change.status, at: change.at, notes: change.note ? [change.note] : [] });
    }
  }
  return steps;
}

/** Tracking: every status the order went through with its date and notes, then the steps still to come. */
export function OrderTimeline({ order }: { order: Order }) {
  const history = timelineSteps(order.status_history);
  const upcoming = upcomingStatuses(order.status, isPickUpShipType(order.ship_type.id));
  const items: TimelineItem[] = [
    ...history.map((change, index): TimelineItem => {
      const isCurrent = index === history.length - 1;
      const cancelled = change.status === 'cancelled';
      return {
        key: `${change.status}-${change.at}`,
        tone: cancelled ? 'danger' : isCurrent ? 'info' : 'success',
        icon: cancelled ? <CloseCircleIcon /> : <CheckCircleIcon />,
        children: (
          <div className="order-timeline-step" data-testid="timeline-step" data-status={change.status}>
            <strong>{ORDER_STATUS_LABELS[change.status]}</strong>
            <time dateTime={change.at}>{formatDateTime(change.at)}</time>
            {change.notes.map((note) => (
              <div key={note} className="order-timeline-note">
                {note}
              </div>
            ))}
          </div>
        ),
      };
    }),
    ...upcoming.map((status): TimelineItem => ({
      key: status,
      tone: 'neutral',
      icon: <ClockIcon />,
      children: (
        <div className="order-timeline-step order-timeline-upcoming">
          <span>{ORDER_STATUS_LABELS[status]}</span>
        </div>
      ),
    })),
  ];
  return <Timeline items={items} />;
}
