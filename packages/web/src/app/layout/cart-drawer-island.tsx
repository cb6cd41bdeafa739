import { lazy, Suspense } from 'react';
import { useCart, cartActions } from '../../features/cart/cart-store.ts';
import { useLatch } from '../../lib/use-latch.ts';
import { Spinner } from '../../ui/spinner.tsx';

const loadDrawer = () => import('./layout-cart-drawer.tsx');
const LayoutCartDrawer = lazy(loadDrawer);

/** Starts loading the drawer before the first tap lands (pointer over, or focus on, View Cart). */
export function preloadCartDrawer(): void {
  void loadDrawer();
}

/** What a tap on View Cart shows while the drawer loads the first time: its dimmed page and a spinner. */
function CartDrawerPending() {
  return (
    <div className="cart-drawer-pending" onClick={cartActions.closeDrawer}>
      <div className="cart-drawer-pending-box">
        <Spinner size="lg" label="Loading your cart…" />
        <span aria-hidden="true">Loading your cart…</span>
      </div>
    </div>
  );
}

/**
 * The cart drawer, loaded when first opened or asked for early, and kept mounted after, so it slides closed
 * and opens again at once. Until then the page carries none of it.
 */
export function CartDrawerIsland({ onNavigate }: { onNavigate: (path: string) => void }) {
  const opened = useLatch(useCart((s) => s.drawerOpen));
  if (!opened) return null;
  return (
    <Suspense fallback={<CartDrawerPending />}>
      <LayoutCartDrawer onNavigate={onNavigate} />
    </Suspense>
  );
}
