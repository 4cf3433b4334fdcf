import { useAccount } from '../../hooks/use-account';

/** Only owners change a studio (the API answers anyone else 403): for the rest its settings are read-only. */
export function useStudioReadOnly(): boolean {
  return useAccount().account.role !== 'owner';
}
