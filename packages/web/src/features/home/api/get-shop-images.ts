import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ShopImage } from '@tyreline/domain/contract/catalogue';
import type { HomeImageTypeId } from '@tyreline/domain/enums';
import { http } from '../../../lib/http.ts';

export type { ShopImage };

export const shopImagesQuery = (type: HomeImageTypeId) =>
  queryOptions({
    queryKey: ['shop-images', type],
    queryFn: ({ signal }) =>
      http<{ data: ShopImage[] }>('/api/cus/shop-image', { signal, query: { type }, silent: true }),
    select: (answer) => answer.data,
    staleTime: 10 * 60_000,
  });

export function useShopImages(type: HomeImageTypeId) {
  return useQuery(shopImagesQuery(type));
}
