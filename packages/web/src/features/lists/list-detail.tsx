import { useState } from 'react';
import type { Product } from '@tyreline/domain/contract/catalogue';
import { savedListRequest, type SavedList } from '@tyreline/domain/contract/lists';
import { formatAud, toCents } from '@tyreline/domain/money';
import { choosePrice } from '@tyreline/domain/pricing';
import { ProductImage } from '../../components/product-image.tsx';
import { QuantityStepper } from '../../components/quantity-stepper.tsx';
import { StockList } from '../../components/stock-list.tsx';
import { ApiError } from '../../lib/http-client.ts';
import { formatDate } from '../../lib/format-date.ts';
import { useDeleteList } from './api/delete-list.ts';
import { useList } from './api/get-list.ts';
import { useSaveList } from './api/save-list.ts';
import { LoadError } from '../../components/load-error.tsx';
import { Alert } from '../../ui/alert.tsx';
import { Button } from '../../ui/button.tsx';
import { ConfirmDialog } from '../../ui/dialog.tsx';
import { Drawer } from '../../ui/drawer.tsx';
import { CartIcon, DeleteIcon, SaveIcon } from '../../ui/icons.tsx';
import { Skeleton } from '../../ui/skeleton.tsx';
import { Tag } from '../../ui/tag.tsx';
import { TextField } from '../../ui/text-field.tsx';

/** Puts the list's products in the cart, priced as listed or else by the server. */
export type AddListToCart = (lines: { product: Product; qty: number }[]) => Promise<unknown>;

type Item = SavedList['items'][number];

function ItemRow({
  item,
  onQty,
  onRemove,
  viewOnly,
}: {
  item: Item;
  onQty: (qty: number) => void;
  onRemove: () => void;
  viewOnly: boolean;
}) {
  const p = item.product;
  const name = p?.name ?? `Product ${item.product_id}`;
  return (
    <li className={p ? 'list-item' : 'list-item list-item-gone'} data-testid="list-item">
      <ProductImage src={p?.image} alt="" size={48} />
      <div className="list-item-title">
        <span className="list-item-name">{name}</span>
        <span className="list-item-meta">
          {p ? [p.size, `SKU ${p.sku}`].filter(Boolean).join(' · ') : <Tag tone="danger">No longer sold</Tag>}
        </span>
      </div>
      <div className="list-item-stock">
        {p && <StockList warehouses={p.warehouse_availability} compact />}
      </div>
      <span className="list-item-price">
        {p?.price ? (
          <strong data-testid="list-item-price">{formatAud(toCents(choosePrice(p.price)))}</strong>
        ) : (
          p && !viewOnly && <span className="list-muted">Priced in the cart</span>
        )}
      </span>
      <div className="list-item-buy">
        <QuantityStepper size="small" value={item.qty} label={`Quantity of ${name}`} onChange={onQty} />
        <Button
          size="sm"
          variant="text"
          danger
          icon={<DeleteIcon />}
          onPress={onRemove}
          aria-label={`Remove ${name} from the list`}
        />
      </div>
    </li>
  );
}

/** A list being looked at: its name and items as edited, saved with Save changes. */
function Detail({
  list,
  onAddToCart,
  onClose,
  viewOnly,
}: {
  list: SavedList;
  onAddToCart: AddListToCart;
  onClose: () => void;
  viewOnly: boolean;
}) {
  const [name, setName] = useState(list.name);
  const [items, setItems] = useState(list.items);
  const [problem, setProblem] = useState<string | null>(null);
  const [adding, setAdding] = useState(false);
  const save = useSaveList();
  const remove = useDeleteList();
  const changed =
    name !== list.name ||
    items.length !== list.items.length ||
    items.some((item, i) => item.qty !== list.items[i]?.qty || item.product_id !== list.items[i]?.product_id);
  const sold = items.filter((item) => item.product !== null);
  const units = sold.reduce((sum, item) => sum + item.qty, 0);

  const saveChanges = () => {
    const parsed = savedListRequest.safeParse({
      name,
      items: items.map((item) => ({ product_id: item.product_id, qty: item.qty })),
    });
    if (!parsed.success) {
      setProblem(parsed.error.issues[0]?.message ?? 'This list cannot be saved');
      return;
    }
    setProblem(null);
    save.mutate(
      { id: list.id, list: parsed.data },
      {
        onSuccess: (saved) => {
          setName(saved.name);
          setItems(saved.items);
        },
        onError: (error) =>
          setProblem(
            error instanceof ApiError
              ? (Object.values(error.fieldErrors)[0]?.[0] ?? String(error.text))
              : 'The list could not be saved; try again.',
          ),
      },
    );
  };

  const addToCart = async () => {
    setAdding(true);
    try {
      await onAddToCart(sold.map((item) => ({ product: item.product!, qty: item.qty })));
    } catch {
      // The cart call has already said why; nothing was added.
    } finally {
      setAdding(false);
    }
  };

  return (
    <div className="list-detail" data-testid="list-detail">
      <div className="list-detail-facts">
        <TextField label="List name" value={name} maxLength={80} onChange={setName} />
        <span className="list-muted">
          Saved by {list.created_by ?? 'a former user'} · updated {formatDate(list.updated_at)}
        </span>
      </div>
      {problem && <Alert type="error" title={problem} role="alert" />}
      {items.length === 0 ? (
        <Alert type="info" title="Every product is removed: add one back or delete the list." />
      ) : (
        <ul className="list-items" aria-label="Products in the list">
          {items.map((item) => (
            <ItemRow
              key={item.product_id}
              item={item}
              onQty={(qty) =>
                setItems((all) => all.map((i) => (i.product_id === item.product_id ? { ...i, qty } : i)))
              }
              onRemove={() => setItems((all) => all.filter((i) => i.product_id !== item.product_id))}
              viewOnly={viewOnly}
            />
          ))}
        </ul>
      )}
      <div className="list-detail-actions">
        {!viewOnly && (
          <Button
            variant="primary"
            icon={<CartIcon />}
            isDisabled={sold.length === 0}
            isPending={adding}
            onPress={() => void addToCart()}
          >
            Add to cart ({units} item{units === 1 ? '' : 's'})
          </Button>
        )}
        <Button icon={<SaveIcon />} isDisabled={!changed} isPending={save.isPending} onPress={saveChanges}>
          Save changes
        </Button>
        <ConfirmDialog
          trigger={
            <Button variant="danger" icon={<DeleteIcon />}>
              Delete list
            </Button>
          }
          title={`Delete “${list.name}”?`}
          description="The list is deleted for everyone on your account."
          confirmLabel="Delete list"
          tone="danger"
          onConfirm={() => remove.mutateAsync(list.id).then(onClose)}
        />
      </div>
    </div>
  );
}

/** The open list (its id in the URL): items with today's stock, quantities to change, Add to cart, Delete. */
export function ListDetailDrawer({
  id,
  onClose,
  onAddToCart,
  viewOnly,
}: {
  id: number | null;
  onClose: () => void;
  onAddToCart: AddListToCart;
  /** A viewer of the account's team: no prices and no Add to cart. */
  viewOnly: boolean;
}) {
  const list = useList(id);
  return (
    <Drawer
      isOpen={id !== null}
      onOpenChange={(isOpen) => !isOpen && onClose()}
      title={list.data ? list.data.name : 'Saved list'}
      width={880}
    >
      {list.isPending && <Skeleton rows={6} />}
      {list.isError && (
        <LoadError title="This list could not be loaded." error={list.error} onRetry={list.refetch} />
      )}
      {list.data && (
        // Keyed by the saved version, so a save elsewhere starts the edit afresh.
        <Detail
          key={`${list.data.id}-${list.data.updated_at}`}
          list={list.data}
          onAddToCart={onAddToCart}
          onClose={onClose}
          viewOnly={viewOnly}
        />
      )}
    </Drawer>
  );
}
