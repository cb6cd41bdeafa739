import { Link, useParams } from 'react-router';
import { LoadError } from '../../components/load-error.tsx';
import { PageHeading } from '../../components/page-heading.tsx';
import { ClaimFacts, ClaimPhotos, ClaimTimeline } from '../../components/warranty-claim.tsx';
import { accessToken } from '../../lib/session.ts';
import { Skeleton } from '../../ui/skeleton.tsx';
import { Inline, Stack } from '../../ui/stack.tsx';
import { useClaim } from './api/claims.ts';
import './warranty.css';

/** One of the account's claims: its facts, photos, the credit and what happened to it. */
export default function ClaimPage() {
  const id = Number(useParams().id);
  const claim = useClaim(id);
  if (claim.isPending) return <Skeleton rows={8} />;
  if (claim.isError)
    return <LoadError title="This claim could not be loaded." error={claim.error} onRetry={claim.refetch} />;
  const current = claim.data;
  return (
    <Stack data-testid="claim-page">
      <Inline justify="between" align="baseline">
        <PageHeading>{`Warranty claim ${current.number}`}</PageHeading>
        <Link to="/claims">All warranty claims</Link>
      </Inline>
      <div className="claim-page-grid">
        <section aria-labelledby="claim-facts-title">
          <h2 id="claim-facts-title" className="visually-hidden">
            The claim
          </h2>
          <ClaimFacts
            claim={current}
            orderLink={<Link to={`/orders?order=${current.order.id}`}>{current.order.number}</Link>}
          />
          <h2 className="claim-section-title">Photos</h2>
          <ClaimPhotos
            claim={current}
            pathOf={(photoId) => `/api/cus/claims/${current.id}/photos/${photoId}`}
            token={accessToken}
          />
        </section>
        <section aria-labelledby="claim-timeline-title">
          <h2 id="claim-timeline-title" className="claim-section-title">
            Timeline
          </h2>
          <ClaimTimeline claim={current} />
        </section>
      </div>
    </Stack>
  );
}
