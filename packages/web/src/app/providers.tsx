import { useEffect, type ReactNode } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { queryClient } from '../lib/query-client.ts';
import { useSession } from '../lib/session.ts';
import { ToastRegion } from '../ui/toast.tsx';

/** Sign-out forgets the account and everything fetched for it. */
function ForgetOnSignOut() {
  const status = useSession((s) => s.status);
  useEffect(() => {
    if (status === 'signedOut')
      queryClient.removeQueries({ predicate: (q) => q.queryKey[0] !== 'public-config' });
  }, [status]);
  return null;
}

export function Providers({ children }: { children: ReactNode }) {
  return (
    <QueryClientProvider client={queryClient}>
      <ForgetOnSignOut />
      {children}
      <ToastRegion />
    </QueryClientProvider>
  );
}
