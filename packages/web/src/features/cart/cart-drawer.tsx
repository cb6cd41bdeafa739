import { useEffect, type ReactNode } from 'react';
import { App, Button, Drawer, Empty, Grid, Spin } from 'antd';
import { MESSAGES } from '@tyreline/domain/messages';
import { cartCount, cartToCsv, cartTotals, type CartLine } from '@tyreline/domain/cart';
import { saveFile } from '../../lib/http-client.ts';
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

/** The Cart drawer; opening it re-prices every line with the batch price call. */
export function CartDrawer({ onCheckout, onBrowse, actions }: CartDrawerProps) {
  const open = useCart((s) => s.drawerOpen);
  const lines = useCart((s) => s.lines);
  const screens = Grid.useBreakpoint();
  const storageKey = useCart((s) => s.storageKey);
  const reprice = useRepriceCart();
  const { mutate } = reprice;

  // Re-price on opening, and again if the account's cart arrives while the drawer is open.
  useEffect(() => {
    if (!open) return;
    const ids = useCart.getState().lines.map((line) => line.data.id);
    if (ids.length > 0) mutate(ids);
  }, [open, storageKey, mutate]);

  const { modal } = App.useApp();
  const count = cartCount(lines);
  const confirmClear = () => {
    void modal.confirm({
      title: MESSAGES.removeFromCartTitle,
      content: 'Remove every item from your shopping cart?',
      okText: 'Clear cart',
      okButtonProps: { danger: true },
      cancelText: 'Cancel',
      onOk: cartActions.clear,
    });
  };
  const busy = reprice.isPending;

  return (
    <Drawer
      title={
        <span className="cart-drawer-title">
          Cart{' '}
          {count > 0 && (
            <span className="cart-drawer-count">
              ({count} {count === 1 ? 'item' : 'items'})
            </span>
          )}
        </span>
      }
      open={open}
      onClose={cartActions.closeDrawer}
      size={screens.md === false ? '100%' : CART_DRAWER_WIDTH}
      placement="right"
      className="cart-drawer"
      extra={
        lines.length > 0 ? (
          <span className="cart-drawer-actions">
            {actions?.(lines)}
            <Button
              type="link"
              size="small"
              onClick={() => saveFile(new Blob([cartToCsv(lines)], { type: 'text/csv' }), 'cart.csv')}
            >
              Export CSV
            </Button>
            <Button type="link" size="small" className="cart-clear" onClick={confirmClear}>
              Clear cart
            </Button>
          </span>
        ) : null
      }
      destroyOnHidden={false}
      footer={
        lines.length > 0 ? (
          <div className="cart-drawer-footer">
            <CartSummary totals={cartTotals(lines)} />
            <Button
              type="primary"
              size="large"
              block
              disabled={busy}
              onClick={onCheckout}
              className="cart-checkout"
            >
              Proceed To Checkout
            </Button>
          </div>
        ) : null
      }
    >
      <div aria-busy={busy} data-testid="cart-body">
        <Spin spinning={busy} description="Updating prices…">
          {lines.length === 0 ? (
            <Empty description="Your cart is empty" className="cart-empty">
              <Button type="primary" onClick={onBrowse}>
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
        </Spin>
      </div>
    </Drawer>
  );
}
