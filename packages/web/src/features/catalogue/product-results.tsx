import { MEDIA, useMediaQuery } from '../../lib/use-media-query.ts';
import { ProductCards } from './product-cards.tsx';
import { ProductTable } from './product-table.tsx';
import type { ProductResultsProps } from './product-results-props.ts';
import './product-results.css';

/**
 * Results: a dense table on wide screens, cards on a phone; each row can be priced and added to the cart (not
 * for a viewer). Plain markup: twenty rows of controls stay light on the shop's first screen.
 */
export function ProductResults(props: ProductResultsProps) {
  const wide = useMediaQuery(MEDIA.md);
  return wide ? <ProductTable {...props} /> : <ProductCards {...props} />;
}
