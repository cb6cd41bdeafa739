import type { ReturnDetail } from '@tyreline/domain/contract/returns';
import { RETURN_STATUS_LABELS, type ReturnStatus } from '@tyreline/domain/returns';
import { Timeline } from '../ui/timeline.tsx';
import type { Tone } from '../ui/tag.tsx';
import { formatDateTime } from '../lib/format-date.ts';
import './returns.css';

const label = (event: string) => RETURN_STATUS_LABELS[event as ReturnStatus] ?? event;
const tone = (event: string): Tone =>
  event === 'rejected' ? 'danger' : event === 'received' ? 'success' : 'info';

/** A return's timeline, the same for the customer and staff: each step, when, who, and its note. */
export function ReturnTimeline({ events }: { events: ReturnDetail['events'] }) {
  return (
    <Timeline
      items={events.map((e, index) => ({
        key: index,
        tone: tone(e.event),
        children: (
          <div data-testid="return-event" data-event={e.event}>
            <strong>{label(e.event)}</strong> · <time dateTime={e.at}>{formatDateTime(e.at)}</time>
            {e.by && <> · {e.by}</>}
            {e.note && <div className="return-timeline-note">{e.note}</div>}
          </div>
        ),
      }))}
    />
  );
}
