import { useContext, type ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { roleAtLeast, type Role } from '@core/domain/roles';
import { LoadingScreen } from '../components/loading-screen';
import { AccountContext } from '../hooks/use-account';
import { useAuth } from '../hooks/use-auth';

type RequireAuthProps = {
  children: ReactNode;
  /**
   * The least role the screen needs in the selected studio (core/domain/roles.ts); given, this
   * must sit inside AccountProvider. The server refuses the rest either way: this spares people
   * a screen whose every action would fail.
   */
  requiredRole?: Role | undefined;
};

/**
 * Lets signed-in people through; sends everyone else to /login and back here afterwards, and
 * those whose role is below `requiredRole` to the unauthorized page.
 */
export function RequireAuth({ children, requiredRole }: RequireAuthProps) {
  const { authSession, codeNeeded, loading } = useAuth();
  const studio = useContext(AccountContext);
  const location = useLocation();
  if (loading) return <LoadingScreen className="min-h-dvh" />;
  // The sign-in page also asks for an authenticator app's code the sign-in still owes.
  if (!authSession || codeNeeded) return <Navigate to="/login" replace state={{ from: location }} />;
  if (requiredRole && !roleAtLeast(studio?.account.role, requiredRole)) {
    return <Navigate to="/app/unauthorized" replace />;
  }
  return children;
}
