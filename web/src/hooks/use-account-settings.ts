import { useQuery } from '@rocicorp/zero/react';
import { queries } from '@core/zero/queries';
import { useAccount } from './use-account';

/**
 * The current studio's settings as synced, so a change saved in another browser shows here
 * too; until the synced row arrives, the settings the API listed.
 */
export function useAccountSettings() {
  const { account } = useAccount();
  const [accounts] = useQuery(queries.accounts.mine());
  return accounts.find((candidate) => candidate.id === account.id)?.settings ?? account.settings;
}
