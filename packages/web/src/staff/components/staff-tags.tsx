import type { ReactNode } from 'react';
import { ORDER_STATUS_LABELS, type OrderStatus } from '@tyreline/domain/order-status';

export type Tone = 'ok' | 'off' | 'info' | 'warn';

/**
 * A small label in one of four tones: dark text on a pale tint (at least 4.5:1), not antd's presets. Plain
 * markup in antd's tag shape (staff.css), so it draws the same with or without Ant Design on the page.
 */
export const ToneTag = ({ tone, children }: { tone: Tone; children: ReactNode }) => (
  <span className="staff-tag staff-tone-tag" data-tone={tone}>
    {children}
  </span>
);

/** Active or Disabled, for an account or one of its users. */
export const ActiveTag = ({ disabled }: { disabled: boolean }) =>
  disabled ? <ToneTag tone="off">Disabled</ToneTag> : <ToneTag tone="ok">Active</ToneTag>;

/**
 * An order's status in the queue, as the shared OrderStatusTag shows it (its `order-status-tag` class and
 * `data-status`, coloured by staff.css) but without Ant Design's Tag, so the queue's rows need none.
 */
export const StaffOrderStatusTag = ({ status }: { status: OrderStatus }) => (
  <span className="staff-tag order-status-tag" data-status={status}>
    {ORDER_STATUS_LABELS[status]}
  </span>
);
