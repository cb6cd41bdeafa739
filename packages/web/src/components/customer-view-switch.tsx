import { askToLeaveCustomerView, setCustomerView, useCustomerView } from '../lib/customer-view.ts';
import { Button } from '../ui/button.tsx';
import { EyeInvisibleIcon } from '../ui/icons.tsx';
import { Switch } from '../ui/switch.tsx';
import './customer-view.css';

/**
 * The counter's switch: on at a tap; off only with the user's password (kept per browser), asked in the
 * layout's dialog, so the switch shows on until the password is accepted.
 */
export function CustomerViewSwitch() {
  const on = useCustomerView((s) => s.on);
  return (
    <Switch
      size="sm"
      isSelected={on}
      onChange={(turnOn) => (turnOn ? setCustomerView(true) : askToLeaveCustomerView())}
    >
      Customer view
    </Switch>
  );
}

/** While customer view is on: a band under the header on every page saying so, with the way back. */
export function CustomerViewBanner() {
  const on = useCustomerView((s) => s.on);
  if (!on) return null;
  return (
    <div className="customer-view-banner" role="status" data-testid="customer-view-banner">
      <EyeInvisibleIcon /> Customer view is on: trade prices are hidden.
      <Button size="sm" onPress={askToLeaveCustomerView}>
        Show trade prices
      </Button>
    </div>
  );
}
