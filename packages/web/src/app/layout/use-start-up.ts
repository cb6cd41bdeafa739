import { useCallback, useMemo, useState } from 'react';
import { useQueries, type UseQueryResult } from '@tanstack/react-query';
import type { Account, PublicConfig } from '@tyreline/domain/contract/account';
import { ORDER_STATISTICS } from '@tyreline/domain/order-statistics';
import { accountQuery } from '../../features/account/api/get-account.ts';
import { orderStatisticQuery } from '../../features/home/api/get-order-statistic.ts';
import { publicConfigQuery } from '../../lib/public-config.ts';

/** Waiting (with the account's id once known, to ask for the home page's statistics), or everything settled. */
export type StartUp =
  | { ready: false; accountId: number | undefined }
  | { ready: true; account: Account | undefined; config: PublicConfig | undefined };

/**
 * The layout's start-up answers, committed together: the account and the public config, and when the app
 * opens on /home the five statistics too (they need the account's id, so they start as soon as it comes).
 * `combine` folds them into one value that changes only once all have settled (answered or failed), and
 * TanStack Query re-renders the layout only when that value changes: one render draws the header's name,
 * logo, team menu, cart count and notice instead of one render per answer. The page itself (the Outlet)
 * never waits for this.
 */
export function useStartUp(): StartUp {
  // Only the first page's statistics are start-up: a later visit to /home fills its cards on its own.
  const [openedOnHome] = useState(() => window.location.pathname === '/home');
  const [started, setStarted] = useState(false);
  const [statisticsFor, setStatisticsFor] = useState<number>();
  const waitForStatistics = openedOnHome && !started;

  const queries = useMemo(
    () => [
      accountQuery,
      publicConfigQuery,
      ...(waitForStatistics && statisticsFor !== undefined
        ? ORDER_STATISTICS.map((name) => orderStatisticQuery(name, statisticsFor))
        : []),
    ],
    [waitForStatistics, statisticsFor],
  );

  const combine = useCallback(
    (results: UseQueryResult<unknown>[]): StartUp => {
      const [account, config, ...statistics] = results;
      const accountData = account?.data as Account | undefined;
      // An account that failed has no id to ask statistics for: nothing more to wait for then.
      const needsStatistics = waitForStatistics && accountData !== undefined;
      const settled =
        results.every((result) => !result.isPending) &&
        (!needsStatistics || statistics.length === ORDER_STATISTICS.length);
      if (!settled) return { ready: false, accountId: needsStatistics ? accountData.id : undefined };
      return { ready: true, account: accountData, config: config?.data as PublicConfig | undefined };
    },
    [waitForStatistics],
  );

  const startUp = useQueries({ queries, combine });
  // Render-phase updates (React redoes the render before committing): ask for the statistics, or stop waiting.
  if (!startUp.ready && startUp.accountId !== undefined && startUp.accountId !== statisticsFor)
    setStatisticsFor(startUp.accountId);
  if (startUp.ready && !started) setStarted(true);
  return startUp;
}
