/** An option of a static enumeration: its number in docs/product.md §12 and its label, ready for a select. */
export interface Option {
  readonly id: number;
  readonly name: string;
}

/** The lists of docs/product.md §12 keep its order, which is the order shown in selects. */
export const ORDER_TAGS = [
  { id: 1, name: 'Normal' },
  { id: 3, name: 'Special Sale' },
  { id: 2, name: 'Adjustment' },
  { id: 4, name: 'Giftware' },
  { id: 5, name: 'Outsourcing' },
] as const;
export type OrderTagId = (typeof ORDER_TAGS)[number]['id'];

export const SHIP_TYPES = [
  { id: 1, name: 'Delivery' },
  { id: 6, name: 'Morning Delivery' },
  { id: 7, name: 'Afternoon Delivery' },
  { id: 2, name: 'Pick-up' },
  { id: 3, name: 'Fast Delivery' },
  { id: 8, name: '3rd-Party Logistics' },
  { id: 4, name: 'Driver Pick-up' },
  { id: 5, name: 'Return by CSR' },
] as const;
export type ShipTypeId = (typeof SHIP_TYPES)[number]['id'];

export const TAX_TYPES = [
  { id: 1, name: 'No Tax' },
  { id: 2, name: 'Tax Inclusive' },
  { id: 3, name: 'GST on Income' },
] as const;
export type TaxTypeId = (typeof TAX_TYPES)[number]['id'];

export const ORDER_TYPES = [
  { id: 1, name: 'Invoice' },
  { id: 2, name: 'Credit Note' },
  { id: 3, name: 'Purchase Order' },
  { id: 4, name: 'Bill' },
  { id: 5, name: 'Bill Credit Note' },
  { id: 6, name: 'Transfer' },
  { id: 7, name: 'Adjustment' },
] as const;
export type OrderTypeId = (typeof ORDER_TYPES)[number]['id'];

export const HOME_IMAGE_TYPES = [
  { id: 1, name: 'Banner' },
  { id: 2, name: 'Brand' },
  { id: 3, name: 'Popup' },
] as const;
export type HomeImageTypeId = (typeof HOME_IMAGE_TYPES)[number]['id'];
/** The home image types by name, for code that asks for one kind (`?type=1`). */
export const HOME_IMAGE_TYPE = { banner: 1, brand: 2, popup: 3 } as const satisfies Record<
  string,
  HomeImageTypeId
>;

/** The label of a known id; with an id typed from the list the answer is always a label. */
export function labelOf<const L extends readonly Option[]>(list: L, id: L[number]['id']): L[number]['name'];
export function labelOf(list: readonly Option[], id: number): string | undefined;
export function labelOf(list: readonly Option[], id: number): string | undefined {
  return list.find((option) => option.id === id)?.name;
}

/** Whether an id (e.g. from a request or a database row) belongs to the list. */
export function isOptionId<const L extends readonly Option[]>(list: L, id: unknown): id is L[number]['id'] {
  return list.some((option) => option.id === id);
}

/**
 * The ship types a customer may choose, each with what it means; the rest (Fast Delivery, 3rd-Party
 * Logistics, Return by CSR) are arranged by the supplier's staff and refused from customers.
 */
export const CUSTOMER_SHIP_TYPES = [
  { id: 1, name: 'Delivery', description: 'On our next delivery run to your address.' },
  { id: 6, name: 'Morning Delivery', description: 'Delivered to your address before 12 pm.' },
  { id: 7, name: 'Afternoon Delivery', description: 'Delivered to your address between 12 pm and 5 pm.' },
  { id: 2, name: 'Pick-up', description: 'You collect it at the warehouse counter.' },
  { id: 4, name: 'Driver Pick-up', description: 'Your driver or courier collects it from the warehouse.' },
] as const satisfies readonly (Option & { description: string })[];
export type CustomerShipTypeId = (typeof CUSTOMER_SHIP_TYPES)[number]['id'];

const PICK_UP_SHIP_TYPES: readonly number[] = [2, 4];
const DELIVERY_SHIP_TYPES: readonly number[] = [1, 3, 6, 7, 8];

/** Pick-up and Driver Pick-up collect from a warehouse, so the order needs a pick-up warehouse. */
export function isPickUpShipType(id: number): boolean {
  return PICK_UP_SHIP_TYPES.includes(id);
}

/** The delivering ship types need an address; pick-ups and Return by CSR (5) do not. */
export function needsDeliveryAddress(id: number): boolean {
  return DELIVERY_SHIP_TYPES.includes(id);
}
