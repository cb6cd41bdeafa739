import { useCallback } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useAccount, useTeamMay } from '../../features/account/api/get-account.ts';
import { priceLimitQuery, usePriceLimit } from '../../features/account/api/get-price-limit.ts';
import ShopPage from '../../features/catalogue/shop-page.tsx';
import type { AddToCart } from '../../features/catalogue/product-cells.tsx';
import { addLinesToCart } from '../../features/cart/api/add-lines-to-cart.ts';
import { cartActions } from '../../features/cart/cart-store.ts';
import { showSuccess } from '../../lib/feedback.ts';

/** Composes the shop with the cart and the account's price credit: features do not import each other, the route joins them. */
export default function ShopRoute() {
  const queryClient = useQueryClient();
  const account = useAccount().data;
  const accountId = account?.id;
  const viewOnly = useTeamMay('placeOrders') === false;
  const priceLimit = usePriceLimit(accountId);

  const addToCart: AddToCart = (product, qty, price, fit) => {
    cartActions.add(product, qty, price, fit);
    showSuccess(
      `Added ${qty} × ${product.name} to your cart${fit ? ` for the ${fit.vehicle}${fit.override ? ' (override)' : ''}` : ''}`,
    );
  };
  const refreshCredit = useCallback(() => {
    if (accountId !== undefined) void queryClient.invalidateQueries(priceLimitQuery(accountId));
  }, [queryClient, accountId]);

  return (
    <ShopPage
      onAddToCart={addToCart}
      onAddLinesToCart={async (lines) => {
        try {
          return await addLinesToCart(lines);
        } finally {
          // The batch may have spent price credit on products not priced before.
          refreshCredit();
        }
      }}
      priceCredit={priceLimit.data}
      onPriceLookedUp={refreshCredit}
      viewOnly={viewOnly}
    />
  );
}
