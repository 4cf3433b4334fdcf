import { useQuery } from '@rocicorp/zero/react';
import { queries } from '@core/zero/queries';
import { useAccount } from './use-account';

/**
 * The selected studio's members and their roles, as synced: undefined until the studio's row
 * arrives, and again once the person is no longer one of them (the row stops syncing).
 */
export function useStudioMembers() {
  const { account } = useAccount();
  const [rows] = useQuery(queries.accounts.mine());
  return rows.find((candidate) => candidate.id === account.id)?.members;
}
