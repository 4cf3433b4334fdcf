import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { LoadingScreen } from '../components/loading-screen';
import { useAuth } from '../hooks/use-auth';
import type { AccountRole } from '../lib/accounts';

type RequireAuthProps = {
  children: ReactNode;
  /**
   * Accepted so routes can state who they are for; not enforced yet (no screen
   * differs by role). The server refuses what a role may not do either way.
   */
  requiredRole?: AccountRole;
};

/** Lets signed-in people through; sends everyone else to /login and back here afterwards. */
export function RequireAuth(props: RequireAuthProps) {
  const { authSession, codeNeeded, loading } = useAuth();
  const location = useLocation();
  if (loading) return <LoadingScreen className="min-h-dvh" />;
  // The sign-in page also asks for an authenticator app's code the sign-in still owes.
  if (!authSession || codeNeeded) return <Navigate to="/login" replace state={{ from: location }} />;
  return props.children;
}
