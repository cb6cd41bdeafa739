import type { Claim } from '@tyreline/domain/contract/warranty';
import { formatAud, toCents } from '@tyreline/domain/money';
import { CLAIM_STATUS_LABELS, WARRANTY_FAULT_LABELS, type ClaimStatus } from '@tyreline/domain/warranty';
import { DescriptionList } from '../ui/description-list.tsx';
import { Tag, type Tone } from '../ui/tag.tsx';
import { Timeline } from '../ui/timeline.tsx';
import { formatDateTime } from '../lib/format-date.ts';
import { AuthorizedImage } from './authorized-image.tsx';
import './warranty-claim.css';

/** Where a claim stands: blue waiting for a decision, green approved, red rejected. */
const STATUS_TONE: Record<ClaimStatus, Tone> = { submitted: 'info', approved: 'success', rejected: 'danger' };

export function ClaimStatusTag({ status }: { status: ClaimStatus }) {
  return (
    <Tag tone={STATUS_TONE[status]} data-testid="claim-status" data-status={status}>
      {CLAIM_STATUS_LABELS[status]}
    </Tag>
  );
}

const EVENT_LABELS: Record<string, string> = {
  submitted: 'Claim made',
  approved: 'Approved',
  adjusted: 'Approved at an adjusted credit',
  rejected: 'Rejected',
};

/** A claim's facts as both the customer and staff read them: the tyre, DOT, tread, fault and credit. */
export function ClaimFacts({ claim, orderLink }: { claim: Claim; orderLink?: React.ReactNode }) {
  const items = [
    { key: 'status', label: 'Status', children: <ClaimStatusTag status={claim.status} /> },
    { key: 'order', label: 'Order', children: orderLink ?? claim.order.number },
    {
      key: 'tyre',
      label: 'Tyre',
      children: (
        <>
          {claim.name} <span className="claim-muted">SKU {claim.sku}</span>
        </>
      ),
    },
    { key: 'price', label: 'Price paid', children: formatAud(toCents(claim.unit_price)) },
    {
      key: 'dot',
      label: 'DOT code',
      children: `${claim.dot_code} (week ${claim.dot_week} of ${claim.dot_year})`,
    },
    {
      key: 'tread',
      label: 'Tread',
      children: `${claim.original_tread_mm.toFixed(1)} mm new, ${claim.remaining_tread_mm.toFixed(1)} mm left`,
    },
    { key: 'fault', label: 'Fault', children: WARRANTY_FAULT_LABELS[claim.fault] },
    { key: 'by', label: 'Claimed by', children: `${claim.placed_by}, ${formatDateTime(claim.created_at)}` },
    ...(claim.description ? [{ key: 'description', label: 'Description', children: claim.description }] : []),
    {
      key: 'computed',
      label: 'Pro-rata credit',
      children: <span data-testid="claim-computed-credit">{formatAud(toCents(claim.computed_credit))}</span>,
    },
    {
      key: 'credit',
      label: 'Credit given',
      children: (
        <span data-testid="claim-credit">
          {claim.credit === null ? '—' : `${formatAud(toCents(claim.credit))} (${claim.credit_note})`}
        </span>
      ),
    },
  ];
  return <DescriptionList items={items} columns={2} bordered />;
}

/** The claim's photos, fetched with the session's token. */
export function ClaimPhotos({
  claim,
  pathOf,
  token,
}: {
  claim: Claim;
  pathOf: (photoId: number) => string;
  token: () => string | null;
}) {
  if (claim.photos.length === 0) return <p className="claim-muted">No photos were sent with this claim.</p>;
  return (
    <ul className="claim-photos" aria-label="Photos">
      {claim.photos.map((photo, index) => (
        <li key={photo.id}>
          <AuthorizedImage
            path={pathOf(photo.id)}
            alt={`Photo ${index + 1}: ${photo.file_name}`}
            token={token}
            className="claim-photo"
          />
          <span className="claim-muted">{photo.file_name}</span>
        </li>
      ))}
    </ul>
  );
}

const eventTone = (event: string): Tone =>
  event === 'rejected' ? 'danger' : event === 'submitted' ? 'info' : 'success';

/** What happened to the claim, oldest first, with who and the notes. */
export function ClaimTimeline({ claim }: { claim: Claim }) {
  return (
    <Timeline
      items={claim.timeline.map((event, index) => ({
        key: `${event.event}-${index}`,
        tone: eventTone(event.event),
        children: (
          <div className="claim-event" data-testid="claim-event" data-event={event.event}>
            <strong>{EVENT_LABELS[event.event] ?? event.event}</strong>
            <time dateTime={event.at}>
              {formatDateTime(event.at)}
              {event.by ? ` · ${event.by}` : ''}
            </time>
            {event.note && <div className="claim-event-note">{event.note}</div>}
          </div>
        ),
      }))}
    />
  );
}
