import { useEffect, useLayoutEffect } from 'react';
import { cartStorageKey } from '@tyreline/domain/cart';
import { cartActions, useCart } from './cart-store.ts';

/** Keeps the cart store on the signed-in account's storage key, and in step with other tabs. */
export function useBindCart(account: { id: number; department_id: number } | undefined): void {
  const key = account ? cartStorageKey(account.id, account.department_id) : null;
  // Before paint: the cart's count shows in the same frame as the account it belongs to.
  useLayoutEffect(() => {
    cartActions.bind(key);
    return () => cartActions.bind(null);
  }, [key]);

  useEffect(() => {
    const onStorage = (event: StorageEvent) => {
      if (event.key !== null && event.key === useCart.getState().storageKey) cartActions.reload();
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, []);
}
