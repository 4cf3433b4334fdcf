import { CloudOff, KeyRound, RefreshCw, TriangleAlert } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/button';
import { useSync } from '../../hooks/use-sync';
import { cn } from '../../lib/utils';
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
  const Icon = icons[bannerState];
  const severe = bannerState === 'disconnected' || bannerState === 'error' || bannerState === 'outdated';
  const outdated = bannerState === 'outdated';
  return (
    <div
      data-testid="offline-banner"
      data-state={bannerState}
      role={severe ? 'alert' : 'status'}
      className={cn(
        'flex flex-wrap items-center gap-x-3 gap-y-2 border-b px-4 py-2.5 text-sm lg:px-8',
        severe ? 'bg-destructive/10 text-foreground' : 'bg-warning/15 text-foreground',
      )}
    >
      <Icon className={cn('size-4 shrink-0', severe ? 'text-destructive' : 'text-warning')} aria-hidden="true" />
      <p className="min-w-0 flex-1">{t(`sync.banner.${bannerState}`)}</p>
      {!outdated && (
        <Button size="sm" variant="outline" onClick={reconnect}>
          <RefreshCw aria-hidden="true" />
          {t('actions.reconnect')}
        </Button>
      )}
    </div>
  );
}
