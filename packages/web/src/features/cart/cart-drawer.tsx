import { useEffect, type ReactNode } from 'react';
import { MESSAGES } from '@tyreline/domain/messages';
import { cartCount, cartToCsv, cartTotals, type CartLine } from '@tyreline/domain/cart';
import { saveFile } from '../../lib/http-client.ts';
import { MEDIA, useMediaQuery } from '../../lib/use-media-query.ts';
import { Button } from '../../ui/button.tsx';
import { ConfirmDialog } from '../../ui/dialog.tsx';
import { Drawer } from '../../ui/drawer.tsx';
import { Empty } from '../../ui/empty.tsx';
import { Spinner } from '../../ui/spinner.tsx';
import { useRepriceCart } from './api/get-cart-prices.ts';
import { CartLineItem } from './cart-line-item.tsx';
import { cartActions, useCart } from './cart-store.ts';
import { CartSummary } from './cart-summary.tsx';
import './cart-drawer.css';

/** docs/product.md §4: 640 wide (full width on a phone). */
export const CART_DRAWER_WIDTH = 640;

interface CartDrawerProps {
  onCheckout: () => void;
  onBrowse: () => void;
  /** More actions on the cart's lines beside Export CSV (Save as list), from the layout. */
  actions?: (lines: CartLine[]) => ReactNode;
}

/** Export CSV, Clear cart (after the Tip question) and the layout's own actions on the lines. */
function CartActions({ lines, actions }: { lines: CartLine[]; actions: CartDrawerProps['actions'] }) {
  return (
    <span className="cart-drawer-actions">
      {actions?.(lines)}
      <Button
        variant="link"
        size="sm"
        onPress={() => saveFile(new Blob([cartToCsv(lines)], { type: 'text/csv' }), 'cart.csv')}
      >
        Export CSV
      </Button>
      <ConfirmDialog
        trigger={
          <Button variant="text" size="sm">
            Clear cart
          </Button>
        }
        title={MESSAGES.removeFromCartTitle}
        description="Remove every item from your shopping cart?"
        confirmLabel="Clear cart"
        tone="danger"
        onConfirm={cartActions.clear}
      />
    </span>
  );
}

/** The Cart drawer; opening it re-prices every line with the batch price call. */
export function CartDrawer({ onCheckout, onBrowse, actions }: CartDrawerProps) {
  const open = useCart((s) => s.drawerOpen);
  const lines = useCart((s) => s.lines);
  const storageKey = useCart((s) => s.storageKey);
  // A phone's header has no room beside the title: the actions take the body's first row there.
  const wide = useMediaQuery(MEDIA.md);
  const reprice = useRepriceCart();
  const { mutate } = reprice;

  // Re-price on opening, and again if the account's cart arrives while the drawer is open.
  useEffect(() => {
    if (!open) return;
    const ids = useCart.getState().lines.map((line) => line.data.id);
    if (ids.length > 0) mutate(ids);
  }, [open, storageKey, mutate]);

  const count = cartCount(lines);
  const busy = reprice.isPending;
  const lineActions = lines.length > 0 && <CartActions lines={lines} actions={actions} />;

  return (
    <Drawer
      isOpen={open}
      onOpenChange={(isOpen) => !isOpen && cartActions.closeDrawer()}
      title={
        <>
          Cart{' '}
          {count > 0 && (
            <span className="cart-drawer-count">
              ({count} {count === 1 ? 'item' : 'items'})
            </span>
          )}
        </>
      }
      width={CART_DRAWER_WIDTH}
      extra={wide ? lineActions : undefined}
      footer={
        lines.length > 0 ? (
          <div className="cart-drawer-footer">
            <CartSummary totals={cartTotals(lines)} />
            <Button variant="primary" size="lg" block isDisabled={busy} onPress={onCheckout}>
              Proceed To Checkout
            </Button>
          </div>
        ) : undefined
      }
    >
      {!wide && lineActions}
      <div className="cart-body" aria-busy={busy} data-testid="cart-body">
        {busy && <Spinner label="Updating prices…" className="cart-body-spinner" />}
        {lines.length === 0 ? (
          <Empty description="Your cart is empty" className="cart-empty">
            <Button variant="primary" onPress={onBrowse}>
              Browse tyres
            </Button>
          </Empty>
        ) : (
          <ul className="cart-lines">
            {lines.map((line) => (
              <CartLineItem key={line.data.id} line={line} />
            ))}
          </ul>
        )}
      </div>
    </Drawer>
  );
}
