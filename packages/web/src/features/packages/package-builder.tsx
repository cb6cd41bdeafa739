import { useMemo, useState } from 'react';
import { Alert, Button, Drawer, Grid, InputNumber, Select, Spin, Table } from 'antd';
import { ShoppingCartOutlined } from '@ant-design/icons';
import { toCartProduct } from '@tyreline/domain/cart';
import type { Vehicle } from '@tyreline/domain/contract/vehicles';
import { productFit } from '@tyreline/domain/vehicle-fit';
import type { Product } from '@tyreline/domain/contract/catalogue';
import {
  PACKAGE_SETS_MAX,
  type CheckedPackage,
  type PackageLine,
  type PackageRequest,
} from '@tyreline/domain/contract/packages';
import { formatAud, toCents } from '@tyreline/domain/money';
import { retailQuote, sellPrice } from '@tyreline/domain/retail';
import { RetailQuoteButton } from '../../components/retail-quote-button.tsx';
import { TradePrice } from '../../components/trade-price.tsx';
import { showSuccess } from '../../lib/feedback.ts';
import { fromRetailSettingsDto } from '@tyreline/domain/contract/retail';
import { useRetailSettings } from '../account/api/retail-settings.ts';
import { cartActions } from '../cart/cart-store.ts';
import { useAddOns, useCheckedPackage, usePackageTyres } from './api/get-package.ts';
import './package-builder.css';

const aud = (dollars: number | null) => (dollars === null ? '—' : formatAud(toCents(dollars)));

/** Add-ons fitted one per wheel (a sensor, a hub ring) default to the sets; packs (nuts, valves) to one. */
const perWheel = (p: Product) => p.auto_part_type === 'tpms' || p.auto_part_type === 'hub_ring';

/** A wheel, a tyre that goes on it, the sets and the add-ons: priced line by line and added to the cart in one go. */
export default function PackageBuilder({
  wheel,
  vehicle,
  onClose,
}: {
  wheel: Product;
  /** Opened from a vehicle's view: only placard-legal tyres and add-ons of its thread and bolt pattern. */
  vehicle: Vehicle | null;
  onClose: () => void;
}) {
  const screens = Grid.useBreakpoint();
  const [tyreId, setTyreId] = useState<number | null>(null);
  const [sets, setSets] = useState(4);
  const [addOns, setAddOns] = useState<{ product_id: number; qty: number }[]>([]);
  const tyres = usePackageTyres(wheel.id, vehicle?.id ?? null);
  const accessories = useAddOns(true);
  const request = useMemo<PackageRequest | null>(
    () =>
      tyreId === null
        ? null
        : {
            wheel_id: wheel.id,
            tyre_id: tyreId,
            sets,
            add_ons: addOns,
            ...(vehicle && { vehicle_id: vehicle.id }),
          },
    [wheel.id, tyreId, sets, addOns, vehicle],
  );
  const checked = useCheckedPackage(request);
  const pkg = checked.data;
  // From a vehicle, only the add-ons that fit it (the one fit rule: thread, bolt pattern, ring bore).
  const offered = useMemo(
    () => (accessories.data ?? []).filter((p) => !vehicle || productFit(p, vehicle).fits),
    [accessories.data, vehicle],
  );
  const accessoryById = useMemo(() => new Map(offered.map((p) => [p.id, p])), [offered]);

  const addToCart = () => {
    if (!pkg || pkg.short_lines.length > 0) return;
    for (const line of pkg.lines) {
      const fit = pkg.vehicle && {
        vehicle_id: pkg.vehicle.id,
        vehicle: pkg.vehicle.name,
        override: null,
      };
      if (line.unit_price !== null)
        cartActions.add(toCartProduct(line.product), line.qty, line.unit_price, fit ?? undefined);
    }
    showSuccess(`Added the package (${pkg.lines.length} lines) to your cart`);
    onClose();
  };

  return (
    <Drawer
      open
      onClose={onClose}
      title={`Package: ${wheel.name}`}
      size={screens.md === false ? '100%' : 640}
      className="package-builder"
      footer={
        pkg && (
          <div className="package-footer">
            <PackageTotal pkg={pkg} />
            <div className="package-actions">
              <RetailQuoteButton lines={pkg.lines.map((l) => ({ product_id: l.product.id, qty: l.qty }))} />
              <Button
                type="primary"
                icon={<ShoppingCartOutlined aria-hidden />}
                disabled={pkg.short_lines.length > 0 || pkg.total === null || checked.isFetching}
                onClick={addToCart}
              >
                Add to cart
              </Button>
            </div>
          </div>
        )
      }
    >
      <div className="package-form">
        <label htmlFor="package-tyre">Tyre</label>
        <Select
          id="package-tyre"
          showSearch={{ optionFilterProp: 'label' }}
          placeholder={tyres.isLoading ? 'Finding tyres that fit…' : 'Choose a tyre that fits this wheel'}
          loading={tyres.isLoading}
          value={tyreId ?? undefined}
          onChange={(id: number) => setTyreId(id)}
          options={(tyres.data?.tyres ?? []).map((t) => ({
            value: t.product.id,
            label: t.product.name,
            title: t.reason,
          }))}
          notFoundContent={tyres.isLoading ? <Spin size="small" /> : 'No tyre in stock fits this wheel'}
        />
        {tyres.data && (
          <p className="package-hint">
            {tyres.data.tyres.length} tyre{tyres.data.tyres.length === 1 ? '' : 's'} in stock fit a{' '}
            {wheel.diameter}" × {wheel.rim_width}" wheel
            {vehicle &&
              ` and meet the ${vehicle.make} ${vehicle.model}'s placard ${vehicle.placard.load_index}${vehicle.placard.speed_rating}`}
            .
          </p>
        )}
        <label htmlFor="package-sets">Sets (wheel and tyre)</label>
        <InputNumber
          id="package-sets"
          min={1}
          max={PACKAGE_SETS_MAX}
          precision={0}
          value={sets}
          onChange={(value) => setSets(value ?? 1)}
        />
        <label htmlFor="package-add-ons">Add-ons</label>
        <Select
          id="package-add-ons"
          mode="multiple"
          showSearch={{ optionFilterProp: 'label' }}
          placeholder="Nuts, hub rings, valves, TPMS sensors"
          loading={accessories.isLoading}
          value={addOns.map((a) => a.product_id)}
          onChange={(ids: number[]) =>
            setAddOns(
              ids.map((id) => {
                const kept = addOns.find((a) => a.product_id === id);
                const product = accessoryById.get(id);
                return kept ?? { product_id: id, qty: product && perWheel(product) ? sets : 1 };
              }),
            )
          }
          options={offered.map((p) => ({ value: p.id, label: p.name }))}
        />
        {addOns.map((a) => (
          <div key={a.product_id} className="package-add-on">
            <label htmlFor={`package-add-on-${a.product_id}`}>{accessoryById.get(a.product_id)?.name}</label>
            <InputNumber
              id={`package-add-on-${a.product_id}`}
              min={1}
              max={200}
              precision={0}
              size="small"
              value={a.qty}
              onChange={(value) =>
                setAddOns(addOns.map((x) => (x.product_id === a.product_id ? { ...x, qty: value ?? 1 } : x)))
              }
            />
          </div>
        ))}
      </div>

      {checked.isError && !checked.isFetching && (
        <Alert
          type="error"
          showIcon
          title="This package cannot be checked"
          description={checked.error.message}
        />
      )}
      {pkg && pkg.short_lines.length > 0 && (
        <Alert
          type="warning"
          showIcon
          role="alert"
          data-testid="package-short"
          title="Not enough stock for this package"
          description={pkg.short_lines.map((text) => (
            <p key={text}>{text}</p>
          ))}
        />
      )}
      {pkg && <PackageLines lines={pkg.lines} loading={checked.isFetching} />}
    </Drawer>
  );
}

/** The package's sum at trade, or in customer view what the customer pays: sell prices and fees per tyre. */
function PackageTotal({ pkg }: { pkg: CheckedPackage }) {
  const settings = useRetailSettings();
  const quote =
    settings.data && pkg.total !== null
      ? retailQuote(
          pkg.lines.map((l) => ({
            name: l.product.name,
            sku: l.product.sku,
            qty: l.qty,
            tradeCents: toCents(l.unit_price ?? 0),
            isTyre: l.role === 'tyre',
          })),
          fromRetailSettingsDto(settings.data),
        )
      : null;
  return (
    <div className="package-total" data-testid="package-total">
      <TradePrice
        instead={
          quote && (
            <>
              Fitted price <strong>{formatAud(quote.totalCents)}</strong> incl. GST
            </>
          )
        }
      >
        Package total <strong>{aud(pkg.total)}</strong>
      </TradePrice>
    </div>
  );
}

/** A line's money: the trade price, or in customer view the shop's sell price (once its settings are known). */
function LineMoney({ line, total }: { line: PackageLine; total: boolean }) {
  const settings = useRetailSettings();
  const sell =
    line.unit_price !== null && settings.data
      ? sellPrice(toCents(line.unit_price), fromRetailSettingsDto(settings.data)) * (total ? line.qty : 1)
      : null;
  return (
    <TradePrice instead={sell !== null && <span className="nowrap">{formatAud(sell)}</span>}>
      <span className="nowrap">{aud(total ? line.line_total : line.unit_price)}</span>
    </TradePrice>
  );
}

function PackageLines({ lines, loading }: { lines: PackageLine[]; loading: boolean }) {
  return (
    <Table<PackageLine>
      className="package-lines"
      size="small"
      rowKey={(l) => l.product.id}
      pagination={false}
      loading={loading}
      dataSource={lines}
      columns={[
        { title: 'Item', key: 'name', render: (_, l) => l.product.name },
        { title: 'Qty', key: 'qty', width: 48, align: 'right', render: (_, l) => l.qty },
        {
          title: 'Price',
          key: 'unit',
          width: 110,
          align: 'right',
          render: (_, l) => <LineMoney line={l} total={false} />,
        },
        {
          title: 'Line total',
          key: 'total',
          width: 120,
          align: 'right',
          render: (_, l) => <LineMoney line={l} total />,
        },
      ]}
    />
  );
}
