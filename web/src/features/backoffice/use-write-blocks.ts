import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useBrowserOnline } from '../../hooks/use-browser-online';
import type { WriteBlocks } from '../../hooks/use-write-block';
import type { SyncState } from './use-sync-state';

/**
 * Which changes cannot be made now, and why. The sync client keeps changes while it retries
 * and refuses them once it has given up (disconnected) or stopped on an error; the API needs
 * the network.
 */
export function useWriteBlocks(state: SyncState): WriteBlocks {
  const { t } = useTranslation('common');
  const online = useBrowserOnline();
  const syncRefuses = state === 'disconnected' || state === 'error' || state === 'outdated';
  return useMemo(
    () => ({
      ...(syncRefuses ? { sync: t('sync.writesOff') } : {}),
      ...(online ? {} : { api: t('sync.needsConnection') }),
    }),
    [syncRefuses, online, t],
  );
}
