import { AppLayout } from '../features/backoffice/app-layout';
import { AccountProvider } from './providers/account-provider';
import { SyncProvider } from './providers/sync-provider';
import { RequireAuth } from './require-auth';

/**
 * Every protected /app screen: signed in, then a studio selected, then the synced store for
 * that studio, then the back-office frame.
 */
export function BackofficeRoute() {
  return (
    <RequireAuth>
      <AccountProvider>
        <SyncProvider>
          <AppLayout />
        </SyncProvider>
      </AccountProvider>
    </RequireAuth>
  );
}
