import { useCart, cartActions } from '../../features/cart/cart-store.ts';
import { useLatch } from '../../lib/use-latch.ts';
import { lazyAntd } from '../antd-island.tsx';

const loadDrawer = () => import('./layout-cart-drawer.tsx');

/** Starts loading the drawer and Ant Design before the first tap lands (pointer over, or focus on, View Cart). */
export function preloadCartDrawer(): void {
  void loadDrawer();
  void import('../antd-providers.tsx');
}

/** What a tap on View Cart shows while the drawer loads the first time: its dimmed page and a spinner. */
function CartDrawerPending() {
  return (
    <div className="cart-drawer-pending" onClick={cartActions.closeDrawer}>
      <div className="full-page-spin" role="status" aria-live="polite">
        <span className="css-spinner" aria-hidden="true" />
        <span>Loading your cart…</span>
      </div>
    </div>
  );
}

const LayoutCartDrawer = lazyAntd(loadDrawer, <CartDrawerPending />);

/**
 * The cart drawer, drawn with Ant Design, loaded when first opened (decision 0056) and kept mounted after,
 * so it slides closed and opens again at once. Until then the page carries none of it.
 */
export function CartDrawerIsland({ onNavigate }: { onNavigate: (path: string) => void }) {
  const opened = useLatch(useCart((s) => s.drawerOpen));
  return opened ? <LayoutCartDrawer onNavigate={onNavigate} /> : null;
}
