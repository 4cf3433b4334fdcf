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
};

export const [AccountContext, useAccount] = createRequiredContext<AccountState>('useAccount', 'AccountProvider');
