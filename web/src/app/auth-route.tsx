import { Outlet } from 'react-router';
import { Toaster } from '../components/ui/toaster';
import { AuthProvider } from './providers/auth-provider';

/**
 * The pages that sign someone in or need them signed in (/login, /reset-password, /app): only
 * these load supabase-js and the toaster. The public pages get by without either.
 */
export function AuthRoute() {
  return (
    <AuthProvider>
      <Outlet />
      <Toaster />
    </AuthProvider>
  );
}
