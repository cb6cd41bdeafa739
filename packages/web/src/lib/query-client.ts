import { QueryClient } from '@tanstack/react-query';
import { ApiError } from './http-client.ts';

export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      staleTime: 30_000,
      refetchOnWindowFocus: false,
      // A 4xx will not change on retry; only a lost connection or a 5xx is worth one more try.
      retry: (failures, error) =>
        failures < 1 && error instanceof ApiError && (error.status === undefined || error.status >= 500),
    },
  },
});
