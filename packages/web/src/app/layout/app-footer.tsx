import { useState } from 'react';
import { CarIcon, CustomerServiceIcon, UserIcon } from '../../components/plain-icons.tsx';
import { Link } from 'react-router';
import { useLatch } from '../../lib/use-latch.ts';
import { lazyAntd } from '../antd-island.tsx';

const SupportDialog = lazyAntd(() => import('./support-dialog.tsx'));

interface AppFooterProps {
  supportPhone: string | undefined;
  supportEmail: string | undefined;
}

/** docs/product.md §3's footer shortcuts; Contact Support shows the supplier's phone and email from /api/config. */
export function AppFooter({ supportPhone, supportEmail }: AppFooterProps) {
  const [supportOpen, setSupportOpen] = useState(false);
  // The dialog (Ant Design) loads on the first tap and stays mounted after, so it can animate closed.
  const supportAsked = useLatch(supportOpen);
  return (
    <footer className="app-footer">
      <nav className="footer-shortcuts" aria-label="Shortcuts">
        <button type="button" className="footer-shortcut" onClick={() => setSupportOpen(true)}>
          <CustomerServiceIcon aria-hidden="true" />
          <span>Contact Support</span>
        </button>
        <Link to="/orders" className="footer-shortcut">
          <CarIcon aria-hidden="true" />
          <span>Track Order</span>
        </Link>
        <Link to="/account" className="footer-shortcut">
          <UserIcon aria-hidden="true" />
          <span>My account</span>
        </Link>
      </nav>
      <p className="footer-legal">© {new Date().getFullYear()} Tyreline · Prices in AUD, GST inclusive</p>
      {supportAsked && (
        <SupportDialog
          open={supportOpen}
          onClose={() => setSupportOpen(false)}
          supportPhone={supportPhone}
          supportEmail={supportEmail}
        />
      )}
    </footer>
  );
}
