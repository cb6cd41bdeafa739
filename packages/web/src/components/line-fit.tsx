import './line-fit.css';

/**
 * Under a line's name: the vehicle it was sold for and, when it did not fit, the counter's override reason
 * (decision 0049). Nothing for a line added outside a vehicle's view.
 */
export function LineFit({ fit }: { fit: { vehicle: string; override: string | null } | null | undefined }) {
  if (!fit) return null;
  return (
    <div className="line-fit" data-testid="line-fit">
      <span>For the {fit.vehicle}</span>
      {fit.override && (
        <span className="line-fit-override">
          <strong>Fit overridden:</strong> {fit.override}
        </span>
      )}
    </div>
  );
}
