import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { staffMay } from '@tyreline/domain/staff';
import { ClaimFacts, ClaimPhotos, ClaimTimeline, ClaimStatusTag } from '../../components/warranty-claim.tsx';
import { Button } from '../../ui/button.tsx';
import { DownloadIcon } from '../../ui/icons.tsx';
import { Skeleton } from '../../ui/skeleton.tsx';
import { Inline } from '../../ui/stack.tsx';
import { StaffHeading } from '../components/staff-heading.tsx';
import { LoadFailed } from '../components/staff-query-ui.tsx';
import { RefusalAlert } from '../components/versioned-edit.tsx';
import { useStaffMe } from '../session/api/get-staff-me.ts';
import { staffAccessToken } from '../session/staff-session.ts';
import { downloadClaimPdf, useStaffClaim } from './api/claims.ts';
import { ClaimDecisionDialog, type Decision } from './claim-decision-dialog.tsx';

/** One claim: its facts and photos, the computed credit, the decision (approve, adjust, reject) and its PDF. */
export function StaffClaimPage() {
  const id = Number(useParams().id);
  const claim = useStaffClaim(id);
  const role = useStaffMe().data?.role;
  const [dialog, setDialog] = useState<Decision | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const [pdfBusy, setPdfBusy] = useState(false);

  if (claim.isPending) return <Skeleton rows={10} />;
  if (claim.isError) return <LoadFailed what="This claim" error={claim.error} />;
  const current = claim.data;
  const mayDecide = staffMay(role, 'decideClaims') && current.status === 'submitted';

  const pdf = async () => {
    setPdfBusy(true);
    try {
      await downloadClaimPdf(current.id);
    } catch {
      // The http client has shown why.
    } finally {
      setPdfBusy(false);
    }
  };

  return (
    <div className="staff-page" data-testid="staff-claim">
      <title>{`Claim ${current.number} — Back office`}</title>
      <div className="staff-order-head">
        <StaffHeading title={`Warranty claim ${current.number}`}>
          Warranty claim {current.number} <ClaimStatusTag status={current.status} />
        </StaffHeading>
        <Inline>
          {mayDecide && (
            <>
              <Button variant="primary" onPress={() => setDialog('approve')}>
                Approve
              </Button>
              <Button onPress={() => setDialog('adjust')}>Adjust…</Button>
              <Button variant="danger" onPress={() => setDialog('reject')}>
                Reject…
              </Button>
            </>
          )}
          <Button icon={<DownloadIcon />} isPending={pdfBusy} onPress={() => void pdf()}>
            Claim PDF
          </Button>
          <Link to="/staff/claims">Back to claims</Link>
        </Inline>
      </div>
      <RefusalAlert text={refusal} onClose={() => setRefusal(null)} />
      <p>
        Account <Link to={`/staff/accounts/${current.account.id}`}>{current.account.name}</Link>
      </p>
      <div className="claim-page-grid">
        <section aria-labelledby="staff-claim-facts">
          <h2 id="staff-claim-facts" className="visually-hidden">
            The claim
          </h2>
          <ClaimFacts
            claim={current}
            orderLink={<Link to={`/staff/orders/${current.order.id}`}>{current.order.number}</Link>}
          />
          {current.decision_note && (
            <p className="claim-decision-note">Decision note: {current.decision_note}</p>
          )}
          <h2 className="claim-section-title">Photos</h2>
          <ClaimPhotos
            claim={current}
            pathOf={(photoId) => `/api/staff/claims/${current.id}/photos/${photoId}`}
            token={staffAccessToken}
          />
        </section>
        <section aria-labelledby="staff-claim-timeline">
          <h2 id="staff-claim-timeline" className="claim-section-title">
            Timeline
          </h2>
          <ClaimTimeline claim={current} />
        </section>
      </div>
      {dialog && (
        <ClaimDecisionDialog
          claim={current}
          decision={dialog}
          onClose={() => setDialog(null)}
          onRefused={setRefusal}
        />
      )}
    </div>
  );
}
