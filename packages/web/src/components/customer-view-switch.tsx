import { useState } from 'react';
import { lazyAntd } from '../app/antd-island.tsx';
import { setCustomerView, useCustomerView } from '../lib/customer-view.ts';
import { PlainButton } from './plain.tsx';
import { EyeInvisibleIcon } from './plain-icons.tsx';
import './customer-view.css';

/** The password dialog that leaves customer view, with Ant Design, loaded when first asked for. */
const LeaveCustomerView = lazyAntd(() => import('./leave-customer-view.tsx'));

/** The counter's switch: on at a tap; off only with the user's password (kept per browser). */
export function CustomerViewSwitch() {
  const on = useCustomerView((s) => s.on);
  const [asking, setAsking] = useState(false);
  return (
    <>
      <label className="customer-view-switch">
        <button
          type="button"
          role="switch"
          aria-checked={on}
          className="plain-switch"
          onClick={() => (on ? setAsking(true) : setCustomerView(true))}
        >
          <span className="plain-switch-handle" />
        </button>
        Customer view
      </label>
      {asking && <LeaveCustomerView open onClose={() => setAsking(false)} />}
    </>
  );
}

/** While customer view is on: a band under the header on every page saying so, with the way back. */
export function CustomerViewBanner() {
  const on = useCustomerView((s) => s.on);
  const [asking, setAsking] = useState(false);
  if (!on) return null;
  return (
    <div className="customer-view-banner" role="status" data-testid="customer-view-banner">
      <EyeInvisibleIcon /> Customer view is on: trade prices are hidden.
      <PlainButton size="small" onClick={() => setAsking(true)}>
        Show trade prices
      </PlainButton>
      {asking && <LeaveCustomerView open onClose={() => setAsking(false)} />}
    </div>
  );
}
