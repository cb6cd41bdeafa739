import { Navigate, Outlet, useLocation } from 'react-router';
import { useSession } from '../lib/session.ts';
import { FullPageSpinner } from '../ui/spinner.tsx';

/** Guards the signed-in routes: waits for a restore, and sends a signed-out visitor to /login?target=<here>. */
export function RequireSession() {
  const status = useSession((s) => s.status);
  const returnHere = useSession((s) => s.returnHere);
  const location = useLocation();

  if (status === 'restoring') return <FullPageSpinner label="Restoring your session…" />;
  if (status === 'signedOut') {
    const here = `${location.pathname}${location.search}`;
    return <Navigate to={returnHere ? `/login?target=${encodeURIComponent(here)}` : '/login'} replace />;
  }
  return <Outlet />;
}
