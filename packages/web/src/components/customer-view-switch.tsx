import { Button, Switch } from 'antd';
import { EyeInvisibleOutlined } from '@ant-design/icons';
import { setCustomerView, useCustomerView } from '../lib/customer-view.ts';
import './customer-view.css';

/** The counter's switch: on, every trade price is hidden until it is switched back (kept per browser). */
export function CustomerViewSwitch() {
  const on = useCustomerView((s) => s.on);
  return (
    <label className="customer-view-switch">
      <Switch size="small" checked={on} onChange={setCustomerView} />
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
      <EyeInvisibleOutlined aria-hidden /> Customer view is on: trade prices are hidden.
      <Button size="small" onClick={() => setCustomerView(false)}>
        Show trade prices
      </Button>
    </div>
  );
}
