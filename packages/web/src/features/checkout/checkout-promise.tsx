import { isPickUpShipType, needsDeliveryAddress } from '@tyreline/domain/enums';
import { ClockIcon } from '../../ui/icons.tsx';
import { useDeliveryAddresses } from './api/get-delivery-addresses.ts';
import { useDeliveryPromise } from './api/get-delivery-promise.ts';
import type { CheckoutValues } from './checkout-request.ts';

const POSTCODE = /^\d{4}$/;

/**
 * The date the order would be promised if placed now, for the chosen ship type, warehouse and address: what the
 * order keeps. Its box keeps one height, so the summary below it does not move when the answer comes.
 */
export function CheckoutPromise({ values }: { values: CheckoutValues }) {
  const {
    ship_type: shipType,
    warehouse_id: warehouseId,
    delivery_address_id: addressId,
    delivery_address: typed,
  } = values;
  const addresses = useDeliveryAddresses();
  const delivering = shipType !== undefined && needsDeliveryAddress(shipType);
  const postcode = delivering
    ? (addresses.data?.find((a) => a.id === addressId)?.postcode ?? typed?.postcode?.trim())
    : undefined;
  const promise = useDeliveryPromise({
    warehouseId,
    shipType,
    postcode: postcode && POSTCODE.test(postcode) ? postcode : undefined,
  });

  const text =
    warehouseId === undefined || shipType === undefined
      ? 'Choose how it ships and from where to see when it arrives.'
      : promise.isPending
        ? 'Working out when it arrives…'
        : promise.isError
          ? 'The delivery date could not be worked out; we confirm it with the order.'
          : promise.data
            ? promise.data.text
            : isPickUpShipType(shipType)
              ? 'No pick-up time can be promised here; we confirm it with the order.'
              : 'No delivery run reaches this address from here; we confirm the date with the order.';

  return (
    <section className="checkout-promise" aria-labelledby="checkout-promise-title" aria-live="polite">
      <h2 id="checkout-promise-title">
        <ClockIcon /> If you order now
      </h2>
      <p data-testid="checkout-promise" className={promise.data ? 'checkout-promise-made' : undefined}>
        {text}
      </p>
    </section>
  );
}
