import { lazy, Suspense, useState } from 'react';
import {
  toCartProduct,
  type CartFit,
  type CartProduct,
  type WarehouseAvailability,
} from '@tyreline/domain/cart';
import type { Product } from '@tyreline/domain/contract/catalogue';
import { availabilityLabel, BRISBANE_WAREHOUSE, crossStockLabel } from '@tyreline/domain/stock';
import { QuantityStepper } from '../../components/quantity-stepper.tsx';
import { Button } from '../../ui/button.tsx';
import { CartIcon, WarningIcon } from '../../ui/icons.tsx';
import { Tag } from '../../ui/tag.tsx';
import { PackageButton } from '../packages/package-button.tsx';
import { productFit, vehicleName } from '@tyreline/domain/vehicle-fit';
import { checkFit } from './api/check-fit.ts';
import { shownPrice, type LookUpResult } from './api/get-price.ts';
import { useFitVehicle } from './vehicle-fit-context.ts';
import { loadSpeedOf, wheelFitmentOf, wheelSizeOf } from './product-specs.ts';

/** The pieces of a product's row in the shop's results, shared with the quick order's lines. */

/** The override dialog (a form in a modal) loads when a counter first needs it, not with the shop. */
const FitOverrideDialog = lazy(() => import('./fit-override-dialog.tsx'));

/** Adds a line; `fit` when added from a vehicle's view (the vehicle, and the override reason if it did not fit). */
export type AddToCart = (product: CartProduct, qty: number, price: number, fit?: CartFit) => void;

export function stockOf(p: Product, warehouseId: number): WarehouseAvailability | undefined {
  return p.warehouse_availability.find((w) => w.id === warehouseId);
}

/** One warehouse's stock in the words of docs/product.md §10; the cross-stock (Brisbane) column uses its own rule. */
export function StockCell({ stock }: { stock: WarehouseAvailability | undefined }) {
  if (!stock) return <span className="shop-stock shop-stock-out">—</span>;
  const inStock = stock.availability === '8+' || stock.availability > 0;
  const label =
    stock.id === BRISBANE_WAREHOUSE.id
      ? crossStockLabel(stock.availability)
      : availabilityLabel(stock.availability);
  return <span className={inStock ? 'shop-stock shop-stock-in' : 'shop-stock shop-stock-out'}>{label}</span>;
}

export function BrandIcon({ brand }: { brand: Product['brand'] }) {
  if (!brand) return <span className="shop-muted">—</span>;
  if (!brand.icon) return <span>{brand.name}</span>;
  return (
    <img
      className="shop-brand-icon"
      src={brand.icon}
      alt={brand.name}
      title={brand.name}
      width={60}
      height={24}
    />
  );
}

/** The line under a product's name: what a counter clerk checks before selling it (less what the table's columns show). */
export function ProductMeta({
  p,
  typeNames,
  inTable,
}: {
  p: Product;
  typeNames: ReadonlyMap<string, string>;
  inTable: boolean;
}) {
  const parts =
    p.type === 'tyre'
      ? [...(inTable ? [] : [p.size, loadSpeedOf(p)]), p.category?.name]
      : p.type === 'wheel'
        ? [...(inTable ? [] : [wheelSizeOf(p), wheelFitmentOf(p)]), p.finish]
        : [p.auto_part_type ? (typeNames.get(p.auto_part_type) ?? p.auto_part_type) : null, p.category?.name];
  return <div className="shop-meta">{[...parts, `SKU ${p.sku}`].filter(Boolean).join(' · ')}</div>;
}

/**
 * Quantity and Add to cart. The cart line needs a price: the listing's own when it carries one, else adding
 * looks it up first; when it cannot, the row says why, under the button that was tapped. In a vehicle's view the
 * server checks the fit first (the one rule), and a product that does not fit is added only through the override
 * dialog, with a reason.
 */
export function BuyControls({
  p,
  lookUp,
  onAddToCart,
}: {
  p: Product;
  lookUp: (productId: number) => Promise<LookUpResult>;
  onAddToCart: AddToCart;
}) {
  const [qty, setQty] = useState(1);
  const [adding, setAdding] = useState(false);
  const [overriding, setOverriding] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const vehicle = useFitVehicle();
  const fit = vehicle ? productFit(p, vehicle) : null;
  const add = async (override: string | null) => {
    setAdding(true);
    setRefusal(null);
    try {
      const found: LookUpResult = p.price ? { ok: true, shown: shownPrice(p.price) } : await lookUp(p.id);
      if (!found.ok) return setRefusal(`Not added: ${found.reason}`);
      if (!vehicle) return onAddToCart(toCartProduct(p), qty, found.shown.price);
      const checked = await checkFit(vehicle.id, [p.id], override);
      const fits = checked.lines[0]?.fits ?? false;
      onAddToCart(toCartProduct(p), qty, found.shown.price, {
        vehicle_id: vehicle.id,
        vehicle: checked.vehicle,
        override: fits ? null : override,
      });
    } catch (error) {
      setRefusal(`Not added: ${(error as Error).message}`);
    } finally {
      setAdding(false);
    }
  };
  const blocked = fit !== null && !fit.fits;
  return (
    <div className="shop-buy-wrap">
      <div className="shop-buy">
        <QuantityStepper size="small" value={qty} label={`Quantity of ${p.name}`} onChange={setQty} />
        {blocked ? (
          <Button
            variant="danger"
            size="sm"
            icon={<WarningIcon />}
            isPending={adding}
            onPress={() => setOverriding(true)}
          >
            <span>
              Override<span className="visually-hidden"> the fit check and add {p.name}</span>
            </span>
          </Button>
        ) : (
          <Button
            variant="primary"
            size="sm"
            icon={<CartIcon />}
            isPending={adding}
            onPress={() => void add(null)}
          >
            {/* Named from its content, 'Add <product> to cart', so the visible word stays part of the name. */}
            <span>
              Add<span className="visually-hidden"> {p.name} to cart</span>
            </span>
          </Button>
        )}
        {/* A package is built on a wheel that fits; one that does not is overridden alone. */}
        {p.type === 'wheel' && !blocked && <PackageButton wheel={p} vehicle={vehicle} />}
      </div>
      {overriding && vehicle && fit && (
        <Suspense fallback={null}>
          <FitOverrideDialog
            productName={p.name}
            vehicle={vehicleName(vehicle)}
            reasons={fit.reasons}
            onClose={() => setOverriding(false)}
            onOverride={(reason) => {
              setOverriding(false);
              void add(reason);
            }}
          />
        </Suspense>
      )}
      {refusal && (
        <div
          className="shop-buy-refused"
          role="alert"
          data-testid="add-refused"
          // Brought into view: on a phone the row's last line may sit below the fold.
          ref={(node) => node?.scrollIntoView({ block: 'nearest' })}
        >
          {refusal}
        </div>
      )}
    </div>
  );
}

export function ProductName({ p }: { p: Product }) {
  return (
    <div className="shop-name">
      {/* tyre-name: the cart's browser tests read a row's product name from it. */}
      <span className="tyre-name">{p.name}</span>
      {p.runflat && (
        <Tag tone="info" className="shop-runflat">
          Run-flat
        </Tag>
      )}
    </div>
  );
}
