import { Descriptions, Tag, Timeline } from 'antd';
import type { Claim } from '@tyreline/domain/contract/warranty';
import { formatAud, toCents } from '@tyreline/domain/money';
import { CLAIM_STATUS_LABELS, WARRANTY_FAULT_LABELS, type ClaimStatus } from '@tyreline/domain/warranty';
import { formatDateTime } from '../lib/format-date.ts';
import { AuthorizedImage } from './authorized-image.tsx';
import './warranty-claim.css';

const STATUS_COLORS: Record<ClaimStatus, string> = { submitted: 'blue', approved: 'green', rejected: 'red' };

export function ClaimStatusTag({ status }: { status: ClaimStatus }) {
  return (
    <Tag color={STATUS_COLORS[status]} data-testid="claim-status">
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
  return (
    <Descriptions size="small" bordered column={{ xs: 1, md: 2 }} className="claim-facts">
      <Descriptions.Item label="Status">
        <ClaimStatusTag status={claim.status} />
      </Descriptions.Item>
      <Descriptions.Item label="Order">{orderLink ?? claim.order.number}</Descriptions.Item>
      <Descriptions.Item label="Tyre">
        {claim.name} <span className="claim-muted">SKU {claim.sku}</span>
      </Descriptions.Item>
      <Descriptions.Item label="Price paid">{formatAud(toCents(claim.unit_price))}</Descriptions.Item>
      <Descriptions.Item label="DOT code">
        {claim.dot_code} (week {claim.dot_week} of {claim.dot_year})
      </Descriptions.Item>
      <Descriptions.Item label="Tread">
        {claim.original_tread_mm.toFixed(1)} mm new, {claim.remaining_tread_mm.toFixed(1)} mm left
      </Descriptions.Item>
      <Descriptions.Item label="Fault">{WARRANTY_FAULT_LABELS[claim.fault]}</Descriptions.Item>
      <Descriptions.Item label="Claimed by">
        {claim.placed_by}, {formatDateTime(claim.created_at)}
      </Descriptions.Item>
      {claim.description && (
        <Descriptions.Item label="Description" span={2}>
          {claim.description}
        </Descriptions.Item>
      )}
      <Descriptions.Item label="Pro-rata credit">
        <span data-testid="claim-computed-credit">{formatAud(toCents(claim.computed_credit))}</span>
      </Descriptions.Item>
      <Descriptions.Item label="Credit given">
        <span data-testid="claim-credit">
          {claim.credit === null ? '—' : `${formatAud(toCents(claim.credit))} (${claim.credit_note})`}
        </span>
      </Descriptions.Item>
    </Descriptions>
  );
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

/** What happened to the claim, oldest first, with who and the notes. */
export function ClaimTimeline({ claim }: { claim: Claim }) {
  return (
    <Timeline
      items={claim.timeline.map((event, index) => ({
        key: `${event.event}-${index}`,
        color: event.event === 'rejected' ? 'red' : event.event === 'submitted' ? 'blue' : 'green',
        content: (
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
