import { create } from 'zustand';
import {
  addToCart,
  clearCart,
  removeFromCart,
  repriceCart,
  setQuantity,
  type CartFit,
  type CartLine,
  type CartProduct,
} from '@tyreline/domain/cart';

interface CartState {
  /** cartStorageKey(account id, department id) of the signed-in account; null before the account is known. */
  storageKey: string | null;
  lines: CartLine[];
  drawerOpen: boolean;
}

export const useCart = create<CartState>()(() => ({ storageKey: null, lines: [], drawerOpen: false }));

function isCartLine(value: unknown): value is CartLine {
  if (!value || typeof value !== 'object') return false;
  const line = value as Partial<CartLine>;
  return (
    typeof line.qty === 'number' &&
    typeof line.price === 'number' &&
    !!line.data &&
    typeof line.data.id === 'number' &&
    typeof line.data.name === 'string' &&
    Array.isArray(line.data.warehouse_availability)
  );
}

function readLines(storageKey: string): CartLine[] {
  try {
    const stored: unknown = JSON.parse(localStorage.getItem(storageKey) ?? '[]');
    return Array.isArray(stored) ? stored.filter(isCartLine) : [];
  } catch {
    return [];
  }
}

/** Every change goes through here: the domain computes the new lines, local storage keeps them. */
function commit(lines: CartLine[]): void {
  const { storageKey } = useCart.getState();
  if (storageKey) localStorage.setItem(storageKey, JSON.stringify(lines));
  useCart.setState({ lines });
}

const current = () => useCart.getState().lines;

export const cartActions = {
  /** Switches to the signed-in account's cart (two accounts on one browser never share one). */
  bind(storageKey: string | null): void {
    const previous = useCart.getState().storageKey;
    if (previous === storageKey) return;
    // A drawer opened while the account was still loading stays open and fills in; a switch of account closes it.
    const drawerOpen = previous === null && storageKey !== null && useCart.getState().drawerOpen;
    useCart.setState({ storageKey, lines: storageKey ? readLines(storageKey) : [], drawerOpen });
  },
  /** Another tab changed this account's cart. */
  reload(): void {
    const { storageKey } = useCart.getState();
    if (storageKey) useCart.setState({ lines: readLines(storageKey) });
  },
  add: (product: CartProduct, qty: number, price: number, fit?: CartFit) =>
    commit(addToCart(current(), product, qty, price, fit)),
  setQuantity: (productId: number, qty: unknown) => commit(setQuantity(current(), productId, qty)),
  remove: (productId: number) => commit(removeFromCart(current(), productId)),
  clear: () => commit(clearCart()),
  reprice: (pricesById: Record<number, number>) => commit(repriceCart(current(), pricesById)),
  openDrawer: () => useCart.setState({ drawerOpen: true }),
  closeDrawer: () => useCart.setState({ drawerOpen: false }),
};
