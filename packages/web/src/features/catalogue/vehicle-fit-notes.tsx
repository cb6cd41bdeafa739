import type { CandidateWheel, FittingTyre, Vehicle } from '@tyreline/domain/contract/vehicles';

/** Whether a tyre meets the vehicle's placard minimum, and why not when it does not. */
export function TyrePlacardNote({ tyre, vehicle }: { tyre: FittingTyre; vehicle: Vehicle }) {
  const placard = `${vehicle.placard.load_index}${vehicle.placard.speed_rating}`;
  const staggered = vehicle.tyre_sizes.length > 1;
  return (
    <div className="fit-note" data-testid="placard-note">
      {tyre.meets_placard ? (
        <span className="fit-tag fit-tag-ok">Meets placard {placard}</span>
      ) : (
        <span className="fit-tag fit-tag-bad">Below placard {placard}</span>
      )}
      {staggered && <span className="fit-axles">{tyre.axles.join(' and ')} axle</span>}
      {tyre.placard_notes.length > 0 && <span className="fit-why">{tyre.placard_notes.join('; ')}</span>}
    </div>
  );
}

/**
 * Whether a wheel fits and why: a fitting wheel in one line (with the hub rings a larger bore needs), one that
 * does not with each check it fails (bolt pattern, bore, offset) and its reason.
 */
export function WheelFitNote({ wheel }: { wheel: CandidateWheel }) {
  const failed = wheel.checks.filter((c) => !c.ok);
  return (
    <div className="fit-note" data-testid="wheel-fit-note">
      {wheel.fits ? (
        <>
          <span className="fit-tag fit-tag-ok">Fits</span>
          <span className="fit-why">
            {wheel.hub_ring
              ? `Bolt pattern and offset match; needs hub rings ${wheel.hub_ring.from}–${wheel.hub_ring.to} mm`
              : 'Bolt pattern, centre bore and offset match'}
          </span>
        </>
      ) : (
        <>
          <span className="fit-tag fit-tag-bad">Does not fit</span>
          <ul className="fit-checks">
            {failed.map((c) => (
              <li key={c.check}>{c.reason}</li>
            ))}
          </ul>
        </>
      )}
    </div>
  );
}
