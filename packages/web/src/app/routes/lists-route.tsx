import { useTeamMay } from '../../features/account/api/get-account.ts';
import { addLinesToCart } from '../../features/cart/api/add-lines-to-cart.ts';
import ListsPage from '../../features/lists/lists-page.tsx';

/** Composes the saved lists with the cart: a list's Add to cart goes through the cart's own batch. */
export default function ListsRoute() {
  const viewOnly = useTeamMay('placeOrders') === false;
  return <ListsPage onAddToCart={addLinesToCart} viewOnly={viewOnly} />;
}
