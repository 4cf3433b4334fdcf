import { CloudOff, KeyRound, RefreshCw, TriangleAlert } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/button';
import { useSync } from '../../hooks/use-sync';
import { Banner } from './banner';
import type { SyncState } from './use-sync-state';

type BannerState = Exclude<SyncState, 'connected' | 'saving' | 'connecting'>;

const icons = {
  offline: CloudOff,
  disconnected: CloudOff,
  error: TriangleAlert,
  outdated: TriangleAlert,
  'needs-auth': KeyRound,
} as const;

/**
 * Says plainly what happens to changes while the live connection is down: while Zero retries
 * they are kept on this device; once it gives up (`disconnected`) they are refused. When the
 * server no longer serves this version, reconnecting cannot help: the update prompt above offers
 * the reload instead (Zero announced the update too).
 */
export function OfflineBanner({ state }: { state: SyncState }) {
  const { t } = useTranslation('common');
  const { reconnect } = useSync();
  if (state === 'connected' || state === 'saving' || state === 'connecting') return null;
  const bannerState: BannerState = state;
  const severe = bannerState === 'disconnected' || bannerState === 'error' || bannerState === 'outdated';
  const outdated = bannerState === 'outdated';
  return (
    <Banner
      tone={severe ? 'destructive' : 'warning'}
      icon={icons[bannerState]}
      data-testid="offline-banner"
      data-state={bannerState}
      role={severe ? 'alert' : 'status'}
      className="text-foreground"
      message={t(`sync.banner.${bannerState}`)}
      action={
        !outdated && (
          <Button size="sm" variant="outline" onClick={reconnect}>
            <RefreshCw aria-hidden="true" />
            {t('actions.reconnect')}
          </Button>
        )
      }
    />
  );
}
