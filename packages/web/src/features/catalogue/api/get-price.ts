import { useCallback, useState } from 'react';
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import type { PriceInfoDto } from '@tyreline/domain/contract/pricing';
import { MESSAGES } from '@tyreline/domain/messages';
import { choosePrice } from '@tyreline/domain/pricing';
import { http } from '../../../lib/http.ts';
import { ApiError } from '../../../lib/http-client.ts';

/**
 * `GET /api/cus/price/{id}`: one product's price for the account. Asked only on demand (it may spend price
 * credit), then kept for the session's lists; the server does not charge again for a product already priced.
 */
export const priceQuery = (productId: number) =>
  queryOptions({
    queryKey: ['price', productId],
    queryFn: ({ signal }) =>
      http<{ data: PriceInfoDto }>(`/api/cus/price/${productId}`, { signal, inline: true }),
    select: (answer) => answer.data,
    staleTime: 10 * 60_000,
    retry: false,
  });

/** A looked-up price as the shop shows it: the price to charge and, on a special offer, the best price it beats. */
export interface ShownPrice {
  price: number;
  /** The usual price, struck through beside a special offer; undefined when there is no offer. */
  wasPrice: number | undefined;
}

export function shownPrice(info: PriceInfoDto): ShownPrice {
  const price = choosePrice(info);
  return { price, wasPrice: price !== info.bestPrice ? info.bestPrice : undefined };
}

export function isCreditRefusal(error: unknown): boolean {
  return error instanceof ApiError && error.status === 403;
}

/** The text for a failed lookup: the exhausted-credit message of docs/product.md §9 on a refusal, else the error catalogue's. */
export function priceErrorText(error: unknown): string {
  if (isCreditRefusal(error)) return MESSAGES.priceCreditExhausted;
  if (error instanceof ApiError) return Array.isArray(error.text) ? error.text.join(' ') : error.text;
  return MESSAGES.unknownError;
}

/** A row's price state, without asking: the lookup happens only through `usePriceLookup`. */
export function usePrice(productId: number) {
  return useQuery({ ...priceQuery(productId), enabled: false });
}

/** A lookup's answer: the price, or why there is none, in words for the place the user asked. */
export type LookUpResult = { ok: true; shown: ShownPrice } | { ok: false; reason: string };

/**
 * Looks prices up on demand. After each lookup `onLookedUp` runs (the credit count is refreshed); a refusal
 * for exhausted credit is remembered so the page can say so once, prominently.
 */
export function usePriceLookup(onLookedUp: () => void) {
  const queryClient = useQueryClient();
  const [refused, setRefused] = useState(false);

  const lookUp = useCallback(
    async (productId: number): Promise<LookUpResult> => {
      const options = priceQuery(productId);
      try {
        const answer = await queryClient.fetchQuery(options);
        setRefused(false);
        return { ok: true, shown: shownPrice(answer.data) };
      } catch (error) {
        if (isCreditRefusal(error)) setRefused(true);
        return { ok: false, reason: priceErrorText(error) };
      } finally {
        onLookedUp();
      }
    },
    [queryClient, onLookedUp],
  );

  return { lookUp, refused };
}
