import { describe, expect, it } from 'vitest';
import { filtersFromParams, ORDERS_PER_PAGE } from './use-order-filters.ts';

const parse = (search: string) => filtersFromParams(new URLSearchParams(search));

describe('order filters from the URL', () => {
  it('reads status, dates, text and page', () => {
    expect(parse('status=picking&from=2026-01-01&to=2026-01-31&q=PO-77&page=3')).toEqual({
      status: 'picking',
      from: '2026-01-01',
      to: '2026-01-31',
      q: 'PO-77',
      page: 3,
      per_page: ORDERS_PER_PAGE,
    });
  });

  it('drops values the contract refuses instead of sending them', () => {
    expect(parse('status=lost&from=31/01/2026&page=-2')).toEqual({ page: 1, per_page: ORDERS_PER_PAGE });
  });

  it('drops an end date before the start date', () => {
    expect(parse('from=2026-02-01&to=2026-01-01')).toEqual({
      from: '2026-02-01',
      page: 1,
      per_page: ORDERS_PER_PAGE,
    });
  });
});
