import { HardDrive } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useObservable } from '../../hooks/use-observable';
import { deviceStore } from '../../lib/device-store';
import { Banner } from './banner';

/**
 * Says so when this browser refuses to keep the studio's rows (lib/device-store.ts): the back
 * office still works, from memory, but nothing of it outlives the tab.
 */
export function DeviceStoreNotice() {
  const { t } = useTranslation('common');
  if (useObservable(deviceStore) !== 'unavailable') return null;
  return (
    <Banner
      tone="warning"
      icon={HardDrive}
      data-testid="device-store-notice"
      className="text-foreground"
      message={t('sync.memoryOnly')}
    />
  );
}
