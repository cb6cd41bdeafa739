import { useEffect, useState } from 'react';
import type { StaffProductSummary } from '@tyreline/domain/contract/staff-catalogue';
import { MAX_LINE_QTY } from '@tyreline/domain/contract/orders';
import { Button } from '../../ui/button.tsx';
import { ComboBox } from '../../ui/combobox.tsx';
import { PlusIcon } from '../../ui/icons.tsx';
import { NumberField } from '../../ui/number-field.tsx';
import { useOrderProductSearch } from './api/find-order-products.ts';

/** A line in the editor: the product, what it shows, and the quantity wanted (its price once known). */
export interface DraftLine {
  product_id: number;
  sku: string;
  name: string;
  /** Dollars; null for a product just added (the server prices it at the account's price now). */
  unit_price: number | null;
  qty: number | null;
}

/** The value after `ms` without a change, so typing asks the server once, not once per key. */
export function useSettled<T>(value: T, ms = 300): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return settled;
}

/** A short visible label read out in full, e.g. "Qty" read as "Quantity of SKU-1". */
export const shortLabel = (shown: string, name: string) => (
  <>
    <span aria-hidden="true">{shown}</span>
    <span className="visually-hidden">{name}</span>
  </>
);

const optionText = (product: StaffProductSummary) => `${product.sku} · ${product.name}`;

/** Finds an active product by SKU or name (the server searches) and adds it with a quantity. */
export function AddProduct({ onAdd }: { onAdd: (line: DraftLine) => void }) {
  const [text, setText] = useState('');
  // What the server is asked for: the typed text, not a chosen option's text shown in the box.
  const [search, setSearch] = useState('');
  const settled = useSettled(search);
  const found = useOrderProductSearch(settled);
  const [product, setProduct] = useState<StaffProductSummary | null>(null);
  const [qty, setQty] = useState<number | null>(1);
  const options = (found.data ?? []).map((p) => ({ value: String(p.id), label: optionText(p) }));

  return (
    <div className="order-edit-add">
      <ComboBox
        label="Add a product"
        className="order-edit-add-product"
        placeholder="SKU or name"
        filter="none"
        options={options}
        inputValue={text}
        onInputChange={(typed) => {
          setText(typed);
          if (found.data?.some((p) => optionText(p) === typed)) return;
          setSearch(typed);
          setProduct(null);
        }}
        selectedKey={product ? String(product.id) : null}
        onSelectionChange={(id) => setProduct(found.data?.find((p) => String(p.id) === id) ?? null)}
        isLoading={found.isFetching}
        emptyText={settled.trim().length < 2 ? 'Type 2 letters' : 'None found'}
      />
      <NumberField
        label={shortLabel('Quantity', 'Quantity to add')}
        min={1}
        max={MAX_LINE_QTY}
        formatOptions={{ maximumFractionDigits: 0, useGrouping: false }}
        value={qty}
        onChange={setQty}
      />
      <Button
        icon={<PlusIcon />}
        isDisabled={!product || !qty}
        onPress={() => {
          if (!product || !qty) return;
          onAdd({ product_id: product.id, sku: product.sku, name: product.name, unit_price: null, qty });
          setProduct(null);
          setQty(1);
          setText('');
          setSearch('');
        }}
      >
        Add
      </Button>
    </div>
  );
}
