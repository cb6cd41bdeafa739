import type { ReactNode } from 'react';
import type { Product } from '@tyreline/domain/contract/catalogue';
import type { PaginationMeta } from '@tyreline/domain/contract/common';
import type { LookUpResult } from './api/get-price.ts';
import type { AddToCart } from './product-cells.tsx';
import type { ShopTab } from './shop-filters.ts';

/** What the results show and do, in both of their forms (the wide table and the phone cards). */
export interface ProductResultsProps {
  tab: ShopTab;
  products: Product[];
  meta: PaginationMeta | undefined;
  loading: boolean;
  /** Auto-part type codes to their names (accessories). */
  typeNames: ReadonlyMap<string, string>;
  onPage: (page: number) => void;
  lookUp: (productId: number) => Promise<LookUpResult>;
  onAddToCart: AddToCart;
  empty: ReactNode;
  /** A viewer of the account's team: stock only, no prices and no buying (the server refuses both). */
  viewOnly: boolean;
  /** A line under a product's name that the list's context adds (how it fits a vehicle). */
  note?: (p: Product) => ReactNode;
}
