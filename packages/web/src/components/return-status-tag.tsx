import { RETURN_STATUS_LABELS, type ReturnStatus } from '@tyreline/domain/returns';
import { Tag, type Tone } from '../ui/tag.tsx';

/** Where a return stands: grey requested, blue approved, green received, red rejected. */
const TONE: Record<ReturnStatus, Tone> = {
  requested: 'neutral',
  approved: 'info',
  received: 'success',
  rejected: 'danger',
};

export function ReturnStatusTag({ status }: { status: ReturnStatus }) {
  return (
    <Tag tone={TONE[status]} data-status={status}>
      {RETURN_STATUS_LABELS[status]}
    </Tag>
  );
}
