import { Building2 } from 'lucide-react';
import { useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../lib/toast';
import { EmptyState } from '../../components/empty-state';
import { LoadingScreen } from '../../components/loading-screen';
import { AccountContext, type AccountState } from '../../hooks/use-account';
import { useAuth } from '../../hooks/use-auth';
import {
  forgetStoredAccounts,
  readStoredAccounts,
  rememberedAccounts,
  selectedAccount,
  writeStoredAccounts,
} from '../../lib/account-storage';
import { fetchAccounts, type Account } from '../../lib/accounts';
import { ApiError, createApiClient } from '../../lib/api';

type Load =
  | { status: 'loading' }
  /** `offline`: the API could not be reached, so the list is the one last seen on this device. */
  | { status: 'ready'; userId: string; accounts: Account[]; offline: boolean }
  | { status: 'failed'; error: unknown };

/**
 * Opening the back office starts from the remembered list and selection at once (one read of
 * storage for both); the API refreshes the list.
 */
function initialState(userId: string | undefined): { load: Load; selectedId: string | undefined } {
  const stored = readStoredAccounts();
  const accounts = rememberedAccounts(userId, stored);
  return {
    load: accounts && userId ? { status: 'ready', userId, accounts, offline: false } : { status: 'loading' },
    selectedId: stored.accountId,
  };
}

/** The API could not be reached at all, as opposed to answering with a refusal. */
function isUnreachable(error: unknown): boolean {
  return error instanceof ApiError && (error.status === 0 || error.status >= 502);
}

/**
 * Loads the signed-in photographer's studios and keeps the selected one (remembered under
 * `account-storage`). The last list seen on this device for this user is used at once, so the
 * back office opens on its synced local data without waiting for the API, which refreshes it
 * (a studio left or renamed elsewhere shows up a moment later). When the API is unreachable the
 * remembered list stays, marked offline. A studio the person leaves or loses drops off the list,
 * and the selection falls to the first one left.
 */
export function AccountProvider({ children }: { children: ReactNode }) {
  const { t } = useTranslation('common');
  const { user, signOut } = useAuth();
  const userId = user?.id;
  const [initial] = useState(() => initialState(userId));
  const [load, setLoad] = useState<Load>(initial.load);
  const [selectedId, setSelectedId] = useState(initial.selectedId);
  const [attempt, setAttempt] = useState(0);
  // Studios this person left or lost: their rows vanishing from sync are announced once, or not
  // at all when the person left on purpose (the sync can tell before the API answers). Nothing
  // shown depends on it, so changing it renders nothing.
  const [gone] = useState(() => new Set<string>());

  useEffect(() => {
    if (!userId) return;
    let cancelled = false;
    fetchAccounts(createApiClient())
      .then((accounts) => {
        if (!cancelled) setLoad({ status: 'ready', userId, accounts, offline: false });
      })
      .catch((error: unknown) => {
        if (cancelled) return;
        const stored = rememberedAccounts(userId);
        if (isUnreachable(error) && stored) {
          setLoad({ status: 'ready', userId, accounts: stored, offline: true });
        } else {
          setLoad({ status: 'failed', error });
        }
      });
    return () => {
      cancelled = true;
    };
  }, [userId, attempt]);

  // Another person signing in on this tab never sees the previous person's list.
  const accounts = load.status === 'ready' && load.userId === userId ? load.accounts : undefined;
  const account = accounts && selectedAccount(accounts, selectedId);

  useEffect(() => {
    if (accounts && account && userId) writeStoredAccounts({ accountId: account.id, accounts, userId });
  }, [accounts, account, userId]);

  const replaceAccount = useCallback((next: Account) => {
    setLoad((current) =>
      current.status === 'ready'
        ? { ...current, accounts: current.accounts.map((candidate) => (candidate.id === next.id ? next : candidate)) }
        : current,
    );
  }, []);

  const addAccount = useCallback((next: Account) => {
    setLoad((current) =>
      current.status === 'ready' ? { ...current, accounts: [...current.accounts, next] } : current,
    );
    setSelectedId(next.id);
  }, []);

  /** Fetches the list again; with no studio left, the back office has nothing to open. */
  const reload = useCallback(async (): Promise<Account[]> => {
    const fresh = await fetchAccounts(createApiClient());
    if (fresh.length === 0) {
      forgetStoredAccounts();
      // Nothing left to open (someone who joined by invitation has no studio of their own): the
      // back office says so in place of every screen.
      if (userId) setLoad({ status: 'ready', userId, accounts: [], offline: false });
    } else if (userId) {
      setLoad({ status: 'ready', userId, accounts: fresh, offline: false });
    }
    return fresh;
  }, [userId]);

  const leaveAccount = useCallback(async () => {
    if (!account || !userId) return;
    gone.add(account.id);
    try {
      // The team's API client loads when someone leaves, not with every screen.
      const { removeMember } = await import('../../lib/team');
      await removeMember(createApiClient(account.id), account.id, userId);
    } catch (error) {
      gone.delete(account.id);
      throw error;
    }
    await reload();
  }, [account, userId, reload, gone]);

  const loseAccount = useCallback(
    (lost: Account) => {
      if (gone.has(lost.id)) return;
      gone.add(lost.id);
      reload().then(
        (fresh) => {
          // Still listed: the sync was only late; a later loss is announced again.
          if (fresh.some((candidate) => candidate.id === lost.id)) gone.delete(lost.id);
          else toast.warning(t('account.lost', { studio: lost.name }));
        },
        () => gone.delete(lost.id),
      );
    },
    [reload, t, gone],
  );

  const value = useMemo<AccountState | undefined>(
    () =>
      accounts && account
        ? {
            accounts,
            account,
            selectAccount: setSelectedId,
            addAccount,
            replaceAccount,
            offline: load.status === 'ready' && load.offline,
            refreshAccounts: reload,
            leaveAccount,
            loseAccount,
          }
        : undefined,
    [accounts, account, addAccount, replaceAccount, load, reload, leaveAccount, loseAccount],
  );

  if (load.status === 'loading' || (load.status === 'ready' && !accounts)) {
    return <LoadingScreen className="min-h-dvh" />;
  }
  if (!value) {
    const retry = () => {
      setLoad({ status: 'loading' });
      setAttempt((n) => n + 1);
    };
    return (
      <div className="flex min-h-dvh items-center justify-center p-6">
        <EmptyState
          icon={Building2}
          testId="account-load-error"
          texts={{
            title: t('accountLoad.title'),
            description: load.status === 'failed' ? t('accountLoad.description') : t('accountLoad.none'),
          }}
          action={[
            { label: t('actions.tryAgain'), variant: 'default', onClick: retry },
            { label: t('actions.signOut'), onClick: () => void signOut() },
          ]}
        />
      </div>
    );
  }
  return <AccountContext value={value}>{children}</AccountContext>;
}
