import { create } from 'zustand';

/** Kept per browser: the counter's screen stays in customer view across reloads until switched back. */
const KEY = 'tyreline.customer-view';

function stored(): boolean {
  try {
    return localStorage.getItem(KEY) === 'on';
  } catch {
    return false;
  }
}

/**
 * The counter's "customer view": while on, no trade price is shown anywhere in the customer app. `leaving`
 * is true while the password dialog that ends it is open (the layout draws it, for the switch and the band).
 */
export const useCustomerView = create<{ on: boolean; leaving: boolean }>()(() => ({
  on: stored(),
  leaving: false,
}));

export function setCustomerView(on: boolean): void {
  try {
    if (on) localStorage.setItem(KEY, 'on');
    else localStorage.removeItem(KEY);
  } catch {
    // Private browsing without storage: the switch still works for this page.
  }
  useCustomerView.setState({ on, leaving: false });
}

/** Opens the password dialog that leaves customer view (never leaves it without the password). */
export function askToLeaveCustomerView(): void {
  useCustomerView.setState({ leaving: true });
}

export function stopLeavingCustomerView(): void {
  useCustomerView.setState({ leaving: false });
}

// Another tab of the same browser switched it.
if (typeof window !== 'undefined') {
  window.addEventListener('storage', (event) => {
    if (event.key === KEY) useCustomerView.setState({ on: stored() });
  });
}
