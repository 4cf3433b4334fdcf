import type { Zero } from '@rocicorp/zero';
import { useZero } from '@rocicorp/zero/react';
import { useEffect, useRef } from 'react';
import { useAccount } from '../hooks/use-account';
import { useAuth } from '../hooks/use-auth';
import { useStudioMembers } from '../hooks/use-studio-members';
import { loadAuthClient } from '../lib/auth-client-ready';

/**
 * Follows the person's membership of the selected studio as it syncs: the studio's row leaves
 * `accounts.mine` the moment they are taken off its team or their sign-in ends, and its members
 * carry their role. A sign-in ended elsewhere returns to the sign-in page; a studio lost is left
 * at once; a role changed fetches the studio list again, so every screen, route and button
 * follows it without a reload. Needs the sync client (inside SyncProvider).
 */
export function useMembershipWatch(): void {
  const { account, loseAccount, refreshAccounts } = useAccount();
  const { user } = useAuth();
  const zero = useZero();
  const members = useStudioMembers();
  const synced = members !== undefined;
  const syncedRole = members?.find((member) => member.userId === user?.id)?.role;
  // Only a studio that was here and went means anything: before it first arrives, it is loading,
  // also in the new client a changed role brings (SyncProvider).
  const seen = useRef<Zero>(undefined);
  const refreshedFor = useRef<string>(undefined);

  useEffect(() => {
    if (synced) {
      seen.current = zero;
    } else if (seen.current === zero) {
      seen.current = undefined;
      // Every synced row also needs this sign-in open (core/zero/access.ts): rows leaving may
      // mean it was ended from another device. Asked, supabase-js drops an ended sign-in
      // (SIGNED_OUT) and the app is at the sign-in page within replication lag, not at the next
      // check of useEndedSignInCheck; a sign-in still open lost only the studio.
      void loadAuthClient()
        .then((supabase) => supabase.auth.getUser())
        .then(({ error }) => {
          if (!error) loseAccount(account);
        });
    }
  }, [synced, zero, account, loseAccount]);

  useEffect(() => {
    // Once per role seen, so a list that still says otherwise cannot start a loop of requests.
    if (syncedRole === undefined || syncedRole === account.role || refreshedFor.current === syncedRole) return;
    refreshedFor.current = syncedRole;
    refreshAccounts().catch(() => {
      refreshedFor.current = undefined;
    });
  }, [syncedRole, account.role, refreshAccounts]);
}
