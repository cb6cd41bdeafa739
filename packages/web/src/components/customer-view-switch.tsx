import { EyeInvisibleIcon } from './plain-icons.tsx';
import { askToLeaveCustomerView, setCustomerView, useCustomerView } from '../lib/customer-view.ts';
import { PlainButton } from './plain.tsx';
import './customer-view.css';

/**
 * The counter's switch: on at a tap; off only with the user's password (kept per browser), asked in the
 * layout's dialog. A plain switch (role="switch"), so the shop's first screen needs no Ant Design.
 */
export function CustomerViewSwitch() {
  const on = useCustomerView((s) => s.on);
  return (
    <label className="customer-view-switch">
      <button
        type="button"
        role="switch"
        aria-checked={on}
        className="plain-switch"
        onClick={() => (on ? askToLeaveCustomerView() : setCustomerView(true))}
      >
        <span className="plain-switch-handle" />
      </button>
      Customer view
    </label>
  );
}

/** While customer view is on: a band under the header on every page saying so, with the way back. */
export function CustomerViewBanner() {
  const on = useCustomerView((s) => s.on);
  if (!on) return null;
  return (
    <div className="customer-view-banner" role="status" data-testid="customer-view-banner">
      <EyeInvisibleIcon aria-hidden /> Customer view is on: trade prices are hidden.
      <PlainButton size="small" onClick={askToLeaveCustomerView}>
        Show trade prices
      </PlainButton>
    </div>
  );
}
