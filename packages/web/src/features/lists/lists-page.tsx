import { Link, useSearchParams } from 'react-router';
import { LoadError } from '../../components/load-error.tsx';
import { PageHeading } from '../../components/page-heading.tsx';
import { formatDate } from '../../lib/format-date.ts';
import { LinkButton } from '../../ui/button.tsx';
import { Card } from '../../ui/card.tsx';
import { Empty } from '../../ui/empty.tsx';
import { RightIcon } from '../../ui/icons.tsx';
import { Skeleton } from '../../ui/skeleton.tsx';
import { useLists } from './api/get-lists.ts';
import { ListDetailDrawer, type AddListToCart } from './list-detail.tsx';
import './lists.css';

/** Saved lists: the account's named sets of products, shared by its team; the open list's id is in the URL. */
export default function ListsPage({
  onAddToCart,
  viewOnly,
}: {
  onAddToCart: AddListToCart;
  /** A viewer of the account's team: no prices and no Add to cart. */
  viewOnly: boolean;
}) {
  const [params, setParams] = useSearchParams();
  const openId = Number(params.get('list')) || null;
  const lists = useLists();
  const open = (id: number | null) => setParams(id === null ? {} : { list: String(id) });

  return (
    <>
      <div className="lists-head">
        <PageHeading>Saved lists</PageHeading>
        <Link to="/shop?tab=quick" className="lists-quick-link">
          Quick order
        </Link>
      </div>
      <p className="lists-intro">
        Products and quantities your team orders again and again. Save one from the cart or from an order;
        everyone on your account sees the same lists.
      </p>
      <Card as="div" size="sm">
        {lists.isPending && <Skeleton rows={4} />}
        {lists.isError && (
          <LoadError title="Your lists could not be loaded." error={lists.error} onRetry={lists.refetch} />
        )}
        {lists.data &&
          (lists.data.length === 0 ? (
            <Empty description="No saved lists yet. Use Save as list in the cart or on an order.">
              <LinkButton to="/shop?tab=tyres" variant="primary">
                Shop tyres
              </LinkButton>
            </Empty>
          ) : (
            <ul className="lists-index" aria-label="Saved lists">
              {lists.data.map((list) => (
                <li key={list.id}>
                  <button
                    type="button"
                    className="lists-row"
                    data-testid="list-row"
                    onClick={() => open(list.id)}
                  >
                    <span className="lists-row-name">{list.name}</span>
                    <span className="lists-row-meta">
                      {list.item_count} product{list.item_count === 1 ? '' : 's'} · by{' '}
                      {list.created_by ?? 'a former user'} · {formatDate(list.updated_at)}
                    </span>
                    <RightIcon className="lists-row-go" />
                  </button>
                </li>
              ))}
            </ul>
          ))}
      </Card>
      <ListDetailDrawer
        id={openId}
        onClose={() => open(null)}
        onAddToCart={onAddToCart}
        viewOnly={viewOnly}
      />
    </>
  );
}
