import { App } from 'antd';
import ShopPage from '../../features/catalogue/shop-page.tsx';
import type { AddToCart } from '../../features/catalogue/tyre-results.tsx';
import { cartActions } from '../../features/cart/cart-store.ts';

/** Composes the shop with the cart: features do not import each other, the route joins them. */
export default function ShopRoute() {
  const { message } = App.useApp();
  const addToCart: AddToCart = (product, qty, price) => {
    cartActions.add(product, qty, price);
    void message.success(`Added ${qty} × ${product.name} to your cart`);
  };
  return <ShopPage onAddToCart={addToCart} />;
}
