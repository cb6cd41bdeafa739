import { RETURN_STATUS_LABELS, type ReturnStatus } from '@tyreline/domain/returns';
import './plain.css';
import './returns.css';

/** Where a return stands: grey requested, blue approved, green received, red rejected (dark text on a pale tint). */
export function ReturnStatusTag({ status }: { status: ReturnStatus }) {
  return (
    <span className="plain-tag return-status-tag" data-status={status}>
      {RETURN_STATUS_LABELS[status]}
    </span>
  );
}
