import type { Account } from '../lib/accounts';
import { createRequiredContext } from './required-context';

export type AccountState = {
  accounts: readonly Account[];
  /** The studio every back-office screen works on. */
  account: Account;
  selectAccount: (id: string) => void;
  /** Adds a studio the API just created, and opens it. */
  addAccount: (account: Account) => void;
  /** Replaces an account after the API changed it (rename, new slug). */
  replaceAccount: (account: Account) => void;
  /** True when the list comes from this device because the API could not be reached. */
  offline: boolean;
  /** Fetches the list again, e.g. once the person's role changed; resolves with it. */
  refreshAccounts: () => Promise<readonly Account[]>;
  /** Takes the person off the selected studio's team; the app moves on to another studio. */
  leaveAccount: () => Promise<void>;
  /**
   * Says `account` stopped syncing for this person (they were taken off its team): the list is
   * fetched again and, the studio gone from it, the person is told and moved on.
   */
  loseAccount: (account: Account) => void;
};

export const [AccountContext, useAccount] = createRequiredContext<AccountState>('useAccount', 'AccountProvider');
