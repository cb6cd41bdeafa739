import { useState } from 'react';
import {
  CONTRACT_PRICE_LABELS,
  contractPriceInput,
  type ContractPrice,
} from '@tyreline/domain/contract/staff-catalogue';
import { toCents, toDollars } from '@tyreline/domain/money';
import { Money } from '../../components/money.tsx';
import { showSuccess } from '../../lib/feedback.ts';
import { Button } from '../../ui/button.tsx';
import { ConfirmDialog, Dialog } from '../../ui/dialog.tsx';
import { Form, FormError, errorText, useFormErrors } from '../../ui/form.tsx';
import { PlusIcon } from '../../ui/icons.tsx';
import { MoneyField } from '../../ui/number-field.tsx';
import { SearchField } from '../../ui/search-field.tsx';
import { Inline } from '../../ui/stack.tsx';
import { SwitchField } from '../../ui/switch-field.tsx';
import { DataTable, type DataColumn } from '../../ui/table.tsx';
import { TextField } from '../../ui/text-field.tsx';
import { LoadFailed, pagerOf } from '../components/staff-query-ui.tsx';
import { useContractPrices } from './api/get-contract-prices.ts';
import { useRemoveContractPrice } from './api/remove-contract-price.ts';
import { useSetContractPrice } from './api/set-contract-price.ts';

const PRICE_FIELDS = Object.keys(CONTRACT_PRICE_LABELS) as (keyof typeof CONTRACT_PRICE_LABELS)[];

const centsOf = (dollars: number | undefined) => (dollars === undefined ? null : toCents(dollars));
const dollarsOf = (cents: number | null) => (cents === null ? undefined : toDollars(cents));

/** Sets an account's price for a product by SKU; an existing price for it is replaced. */
function PriceDialog({
  accountId,
  price,
  onClose,
}: {
  accountId: number;
  price: ContractPrice | null;
  onClose: () => void;
}) {
  const errors = useFormErrors(PRICE_FIELDS);
  const set = useSetContractPrice(accountId);
  const [sku, setSku] = useState(price?.sku ?? '');
  const [best, setBest] = useState(centsOf(price?.best_price));
  const [special, setSpecial] = useState(centsOf(price?.special_price));
  const [offer, setOffer] = useState(price?.special_offer ?? false);
  const [failure, setFailure] = useState<string | null>(null);

  const submit = () => {
    setFailure(null);
    const body = errors.parse(contractPriceInput, {
      sku,
      best_price: dollarsOf(best),
      special_price: dollarsOf(special),
      special_offer: offer,
    });
    if (!body) return;
    set.mutate(body, {
      onSuccess: ({ data }) => {
        showSuccess(`${data.sku} now costs this account its contract price.`);
        onClose();
      },
      onError: (error) => {
        if (!errors.fromServer(error)) setFailure(errorText(error));
      },
    });
  };

  return (
    <Dialog
      isOpen
      onOpenChange={(open) => !open && onClose()}
      title={price ? `Contract price of ${price.sku}` : 'New contract price'}
      footer={
        <>
          <Button onPress={onClose}>Cancel</Button>
          <Button type="submit" form="contract-price" variant="primary" isPending={set.isPending}>
            Save price
          </Button>
        </>
      }
    >
      <Form id="contract-price" onSubmit={submit} {...errors.formProps}>
        <TextField
          name="sku"
          label={CONTRACT_PRICE_LABELS.sku}
          isRequired
          value={sku}
          onChange={setSku}
          maxLength={100}
          isDisabled={!!price}
        />
        <MoneyField
          name="best_price"
          label={CONTRACT_PRICE_LABELS.best_price}
          isRequired
          value={best}
          onChange={setBest}
          min={0}
        />
        <MoneyField
          name="special_price"
          label={CONTRACT_PRICE_LABELS.special_price}
          value={special}
          onChange={setSpecial}
          min={0}
        />
        <SwitchField
          name="special_offer"
          label={CONTRACT_PRICE_LABELS.special_offer}
          description="On: the account pays the special price while it is above 0."
          isSelected={offer}
          onChange={setOffer}
        />
        {failure && <FormError>{failure}</FormError>}
      </Form>
    </Dialog>
  );
}

/** The account's own prices, which the shop charges instead of list price less its discount. */
export function AccountContractPricesTab({ accountId }: { accountId: number }) {
  const [page, setPage] = useState(1);
  const [q, setQ] = useState<string | undefined>();
  const prices = useContractPrices(accountId, page, q);
  const remove = useRemoveContractPrice(accountId);
  const [editing, setEditing] = useState<ContractPrice | 'new' | null>(null);
  const search = (value: string | undefined) => {
    setQ(value);
    setPage(1);
  };

  const columns: DataColumn<ContractPrice>[] = [
    { key: 'sku', title: 'SKU', render: (price) => price.sku },
    { key: 'name', title: 'Product', hideBelow: 992, render: (price) => price.name },
    {
      key: 'list_price',
      title: 'List price',
      align: 'right',
      render: (price) => <Money cents={toCents(price.list_price)} />,
    },
    {
      key: 'best_price',
      title: 'Contract price',
      align: 'right',
      render: (price) => <Money cents={toCents(price.best_price)} />,
    },
    {
      key: 'special_price',
      title: 'Special',
      align: 'right',
      render: (price) => (price.special_offer ? <Money cents={toCents(price.special_price)} /> : '—'),
    },
    {
      key: 'actions',
      title: 'Actions',
      cardLabel: false,
      render: (price) => (
        <Inline gap="sm">
          <Button size="sm" onPress={() => setEditing(price)} aria-label={`Change ${price.sku}`}>
            Change
          </Button>
          <ConfirmDialog
            trigger={
              <Button size="sm" danger aria-label={`Remove ${price.sku}`}>
                Remove
              </Button>
            }
            title={`Remove the contract price of ${price.sku}?`}
            description="The account then pays list price less its discount for it."
            confirmLabel="Remove price"
            cancelLabel="Back"
            tone="danger"
            onConfirm={() =>
              remove.mutateAsync(price.product_id).then(() => showSuccess(`Removed ${price.sku}.`))
            }
          />
        </Inline>
      ),
    },
  ];

  return (
    <div className="staff-tab">
      <div className="staff-filters">
        <SearchField
          label="Search"
          className="staff-filter staff-filter-wide"
          placeholder="SKU or product name"
          onSubmit={(typed) => search(typed.trim() || undefined)}
          onClear={() => search(undefined)}
          onChange={(typed) => typed === '' && q && search(undefined)}
        />
        <Button variant="primary" icon={<PlusIcon />} onPress={() => setEditing('new')}>
          New contract price
        </Button>
      </div>
      {prices.isError && <LoadFailed what="The contract prices" error={prices.error} />}
      <DataTable<ContractPrice>
        aria-label="Contract prices"
        className="staff-contract-prices-table"
        columns={columns}
        rows={prices.data?.data ?? []}
        rowKey={(price) => price.product_id}
        loading={prices.isFetching}
        pagination={pagerOf(prices.data?.meta, setPage)}
        empty={
          <span className="staff-muted">
            No contract prices: the account pays list price less its discount.
          </span>
        }
      />
      {editing && (
        <PriceDialog
          accountId={accountId}
          price={editing === 'new' ? null : editing}
          onClose={() => setEditing(null)}
        />
      )}
    </div>
  );
}
