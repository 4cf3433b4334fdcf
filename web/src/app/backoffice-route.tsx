import { useEffect } from 'react';
import { useMatches } from 'react-router';
import { AppLayout } from '../features/backoffice/app-layout';
import { startAnalytics } from '../lib/analytics';
import { useMembershipWatch } from './use-membership-watch';
import { AccountProvider } from './providers/account-provider';
import { StudioFormatProvider } from './providers/studio-format-provider';
import { SyncProvider } from './providers/sync-provider';
import { RequireAuth } from './require-auth';
import { requiredRoleOf } from './route-role';

/**
 * Every protected /app screen: signed in, then a studio selected, then the synced store for
 * that studio and how that studio writes money and dates, then the back-office frame.
 */
export function BackofficeRoute() {
  // The back office's analytics keep nothing on the device, so there is nothing to ask first.
  useEffect(() => startAnalytics('memory'), []);
  return (
    <RequireAuth>
      <AccountProvider>
        <SyncProvider>
          <StudioFormatProvider>
            <StudioScreens />
          </StudioFormatProvider>
        </SyncProvider>
      </AccountProvider>
    </RequireAuth>
  );
}

/** The frame and its screen, for a member whose role the screen's route allows (router.tsx). */
function StudioScreens() {
  useMembershipWatch();
  return (
    <RequireAuth requiredRole={requiredRoleOf(useMatches())}>
      <AppLayout />
    </RequireAuth>
  );
}
