import { useEffect, useMemo, useRef, useState } from 'react';
import { toCartProduct } from '@tyreline/domain/cart';
import type { Vehicle } from '@tyreline/domain/contract/vehicles';
import { productFit } from '@tyreline/domain/vehicle-fit';
import type { Product } from '@tyreline/domain/contract/catalogue';
import { PACKAGE_SETS_MAX, type PackageRequest } from '@tyreline/domain/contract/packages';
import { RetailQuoteButton } from '../../components/retail-quote-button.tsx';
import { showSuccess } from '../../lib/feedback.ts';
import { Alert } from '../../ui/alert.tsx';
import { Button } from '../../ui/button.tsx';
import { ComboBox } from '../../ui/combobox.tsx';
import { Drawer } from '../../ui/drawer.tsx';
import { CartIcon, DeleteIcon } from '../../ui/icons.tsx';
import { NumberField } from '../../ui/number-field.tsx';
import { cartActions } from '../cart/cart-store.ts';
import { useAddOns, useCheckedPackage, usePackageTyres } from './api/get-package.ts';
import { PackageLines, PackageTotal } from './package-lines.tsx';
import './package-builder.css';

/** Add-ons fitted one per wheel (a sensor, a hub ring) default to the sets; packs (nuts, valves) to one. */
const perWheel = (p: Product) => p.auto_part_type === 'tpms' || p.auto_part_type === 'hub_ring';

type AddOn = { product_id: number; qty: number };

/** The add-ons chosen so far, each with its quantity and a way to take it out again. */
function ChosenAddOns({
  addOns,
  names,
  onChange,
}: {
  addOns: AddOn[];
  names: ReadonlyMap<number, string>;
  onChange: (addOns: AddOn[]) => void;
}) {
  if (addOns.length === 0) return null;
  return (
    <ul className="package-add-ons" aria-label="Chosen add-ons">
      {addOns.map((a) => {
        const name = names.get(a.product_id) ?? `Product ${a.product_id}`;
        return (
          <li key={a.product_id}>
            <span className="package-add-on-name">{name}</span>
            <NumberField
              aria-label={`Quantity of ${name}`}
              size="sm"
              min={1}
              max={200}
              step={1}
              value={a.qty}
              onChange={(qty) =>
                onChange(addOns.map((x) => (x.product_id === a.product_id ? { ...x, qty: qty ?? 1 } : x)))
              }
            />
            <Button
              variant="text"
              size="sm"
              icon={<DeleteIcon />}
              aria-label={`Remove ${name}`}
              onPress={() => onChange(addOns.filter((x) => x.product_id !== a.product_id))}
            />
          </li>
        );
      })}
    </ul>
  );
}

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
  const [tyreId, setTyreId] = useState<number | null>(null);
  const [sets, setSets] = useState(4);
  const [addOns, setAddOns] = useState<AddOn[]>([]);
  // Each add-on taken starts a fresh, closed box, focused again for the next one.
  const [addOnBox, setAddOnBox] = useState(0);
  const addOnField = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (addOnBox > 0) addOnField.current?.querySelector('input')?.focus();
  }, [addOnBox]);
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
  const names = useMemo(() => new Map(offered.map((p) => [p.id, p.name])), [offered]);

  const addAddOn = (id: number) => {
    const product = offered.find((p) => p.id === id);
    if (!product || addOns.some((a) => a.product_id === id)) return;
    setAddOns([...addOns, { product_id: id, qty: perWheel(product) ? sets : 1 }]);
  };

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
      isOpen
      onOpenChange={(open) => !open && onClose()}
      title={`Package: ${wheel.name}`}
      width={640}
      className="package-builder"
      footer={
        pkg && (
          <div className="package-footer">
            <PackageTotal pkg={pkg} />
            <div className="package-actions">
              <RetailQuoteButton lines={pkg.lines.map((l) => ({ product_id: l.product.id, qty: l.qty }))} />
              <Button
                variant="primary"
                icon={<CartIcon />}
                isDisabled={pkg.short_lines.length > 0 || pkg.total === null || checked.isFetching}
                onPress={addToCart}
              >
                Add to cart
              </Button>
            </div>
          </div>
        )
      }
    >
      <div className="package-form">
        <ComboBox
          label="Tyre"
          menuTrigger="focus"
          placeholder={tyres.isLoading ? 'Finding tyres that fit…' : 'Choose a tyre that fits this wheel'}
          isLoading={tyres.isLoading}
          emptyText={tyres.isLoading ? 'Finding tyres that fit…' : 'No tyre in stock fits this wheel'}
          selectedKey={tyreId === null ? null : String(tyreId)}
          onSelectionChange={(id) => id !== null && setTyreId(Number(id))}
          options={(tyres.data?.tyres ?? []).map((t) => ({
            value: String(t.product.id),
            // Why it fits, on hover, as the old list's tooltip said it.
            label: <span title={t.reason}>{t.product.name}</span>,
            textValue: t.product.name,
          }))}
          description={
            tyres.data &&
            `${tyres.data.tyres.length} tyre${tyres.data.tyres.length === 1 ? '' : 's'} in stock fit a ` +
              `${wheel.diameter}" × ${wheel.rim_width}" wheel` +
              (vehicle
                ? ` and meet the ${vehicle.make} ${vehicle.model}'s placard ${vehicle.placard.load_index}${vehicle.placard.speed_rating}`
                : '') +
              '.'
          }
        />
        <NumberField
          label="Sets (wheel and tyre)"
          min={1}
          max={PACKAGE_SETS_MAX}
          step={1}
          value={sets}
          onChange={(value) => setSets(value ?? 1)}
        />
        <div ref={addOnField}>
          <ComboBox
            key={addOnBox}
            label="Add-ons"
            placeholder="Nuts, hub rings, valves, TPMS sensors"
            isLoading={accessories.isLoading}
            emptyText="No add-on matches"
            onSelectionChange={(id) => {
              if (id === null) return;
              addAddOn(Number(id));
              setAddOnBox((n) => n + 1);
            }}
            options={offered
              .filter((p) => !addOns.some((a) => a.product_id === p.id))
              .map((p) => ({ value: String(p.id), label: p.name }))}
          />
        </div>
        <ChosenAddOns addOns={addOns} names={names} onChange={setAddOns} />
      </div>

      {checked.isError && !checked.isFetching && (
        <Alert
          className="package-alert"
          type="error"
          title="This package cannot be checked"
          description={checked.error.message}
        />
      )}
      {pkg && pkg.short_lines.length > 0 && (
        <Alert
          className="package-alert"
          type="warning"
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
