/** The home page's statistics, by the names the API takes (docs/product.md §15). No zod here: the layout reads it. */
export const ORDER_STATISTICS = [
  'TotalOrdersThisWeek',
  'RecentOrder',
  'PurchasedQuantityThisMonth',
  'XeroBalance',
  'CreditLimit',
] as const;

export type StatisticName = (typeof ORDER_STATISTICS)[number];
