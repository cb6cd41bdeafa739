import { lazy, Suspense, useState } from 'react';
import { Link } from 'react-router';
import { useLatch } from '../../lib/use-latch.ts';
import { CarIcon, CustomerServiceIcon, UserIcon } from '../../ui/icons.tsx';

const SupportDialog = lazy(() => import('./support-dialog.tsx'));

interface AppFooterProps {
  supportPhone: string | undefined;
  supportEmail: string | undefined;
}

/** docs/product.md §3's footer shortcuts; Contact Support shows the supplier's phone and email from /api/config. */
export function AppFooter({ supportPhone, supportEmail }: AppFooterProps) {
  const [supportOpen, setSupportOpen] = useState(false);
  // The dialog loads on the first tap and stays mounted after, so it can animate closed.
  const supportAsked = useLatch(supportOpen);
  return (
    <footer className="app-footer">
      <nav className="footer-shortcuts" aria-label="Shortcuts">
        <button type="button" className="footer-shortcut" onClick={() => setSupportOpen(true)}>
          <CustomerServiceIcon />
          <span>Contact Support</span>
        </button>
        <Link to="/orders" className="footer-shortcut">
          <CarIcon />
          <span>Track Order</span>
        </Link>
        <Link to="/account" className="footer-shortcut">
          <UserIcon />
          <span>My account</span>
        </Link>
      </nav>
      <p className="footer-legal">© {new Date().getFullYear()} Tyreline · Prices in AUD, GST inclusive</p>
      {supportAsked && (
        <Suspense fallback={null}>
          <SupportDialog
            isOpen={supportOpen}
            onOpenChange={setSupportOpen}
            supportPhone={supportPhone}
            supportEmail={supportEmail}
          />
        </Suspense>
      )}
    </footer>
  );
}
