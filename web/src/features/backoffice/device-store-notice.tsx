import { HardDrive } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useObservable } from '../../hooks/use-observable';
import { deviceStore } from '../../lib/device-store';

/**
 * Says so when this browser refuses to keep the studio's rows (lib/device-store.ts): the back
 * office still works, from memory, but nothing of it outlives the tab.
 */
export function DeviceStoreNotice() {
  const { t } = useTranslation('common');
  if (useObservable(deviceStore) !== 'unavailable') return null;
  return (
    <div
      role="status"
      data-testid="device-store-notice"
      className="flex items-center gap-3 border-b bg-warning/15 px-4 py-2.5 text-sm text-foreground lg:px-8"
    >
      <HardDrive className="size-4 shrink-0 text-warning" aria-hidden="true" />
      <p className="min-w-0 flex-1">{t('sync.memoryOnly')}</p>
    </div>
  );
}
