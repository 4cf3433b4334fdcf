import { accountShape, type Account } from './accounts';
import { v } from './answer-shape';
import { ACCOUNT_STORAGE_KEY } from './storage-keys';

// The selected account is kept under `account-storage`, in the shape a persisted
// store writes ({state, version}). The last known list rides along so the back office can
// start from cached data when the API cannot be reached. A damaged owner or list is read as
// none; a damaged choice of studio, as nothing remembered.
const accountList = v.array(accountShape);
const stored = v.object({
  state: v.object({
    accountId: v.string().nullable().optional(),
    userId: v
      .unknown()
      .optional()
      .map((value) => (typeof value === 'string' ? value : undefined)),
    accounts: v
      .unknown()
      .optional()
      .map((value) => {
        const list = accountList.try(value, { mode: 'strip' });
        return list.ok ? list.value : undefined;
      }),
  }),
  version: v.number().optional(),
});

type StoredAccounts = {
  accountId: string | undefined;
  /** Whose list `accounts` is: another person signing in on this browser must not see it. */
  userId: string | undefined;
  accounts: Account[];
};

export function readStoredAccounts(): StoredAccounts {
  try {
    const raw = localStorage.getItem(ACCOUNT_STORAGE_KEY);
    const parsed = stored.try(raw ? JSON.parse(raw) : undefined, { mode: 'strip' });
    if (parsed.ok) {
      const { accountId, userId, accounts } = parsed.value.state;
      return { accountId: accountId ?? undefined, userId, accounts: accounts ?? [] };
    }
  } catch {
    // Unreadable storage (private mode, corrupt JSON) means nothing is remembered.
  }
  return { accountId: undefined, userId: undefined, accounts: [] };
}

export function writeStoredAccounts(value: StoredAccounts): void {
  try {
    localStorage.setItem(ACCOUNT_STORAGE_KEY, JSON.stringify({ state: value, version: 0 }));
  } catch {
    // Storage full or blocked: the selection then lasts for this tab only.
  }
}

/** Forgets the studios last seen (their names and settings); the choice of studio stays. */
export function forgetStoredAccounts(): void {
  writeStoredAccounts({ accountId: readStoredAccounts().accountId, userId: undefined, accounts: [] });
}

/** The studios last seen on this device for `userId`, if any: another person signing in never gets them. */
export function rememberedAccounts(userId: string | undefined, stored = readStoredAccounts()): Account[] | undefined {
  return userId && stored.userId === userId && stored.accounts.length > 0 ? stored.accounts : undefined;
}

/** The studio a list opens on: the selected one, or the first when it is not (or no longer) among them. */
export function selectedAccount(accounts: readonly Account[], selectedId: string | undefined): Account | undefined {
  return accounts.find((candidate) => candidate.id === selectedId) ?? accounts[0];
}

/** The studio a page load under /app opens on for `userId`, from one read of the stored list. */
export function rememberedStudio(userId: string): Account | undefined {
  const stored = readStoredAccounts();
  const accounts = rememberedAccounts(userId, stored);
  return accounts && selectedAccount(accounts, stored.accountId);
}
