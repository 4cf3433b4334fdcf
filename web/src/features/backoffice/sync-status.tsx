import { useTranslation } from 'react-i18next';
import { cn } from '../../lib/utils';
import type { SyncOverview, SyncState } from './use-sync-state';

const dotClass: Record<SyncState, string> = {
  connected: 'bg-success',
  saving: 'bg-success animate-pulse',
  connecting: 'bg-warning animate-pulse',
  offline: 'bg-warning',
  disconnected: 'bg-destructive',
  error: 'bg-destructive',
  outdated: 'bg-destructive',
  'needs-auth': 'bg-warning',
};

/** A compact indicator in the header; the banner below it explains and offers a reconnect. */
export function SyncStatus({ state, waiting }: SyncOverview) {
  const { t } = useTranslation('common');
  // While the server is out of reach, how many changes this device keeps for it.
  const label =
    waiting > 0 && state !== 'saving'
      ? t('sync.withWaiting', { state: t(`sync.state.${state}`), count: waiting })
      : t(`sync.state.${state}`, { count: waiting });
  return (
    <div
      data-testid="sync-status"
      data-state={state}
      data-waiting={waiting}
      title={t('sync.label')}
      className="inline-flex items-center gap-2 rounded-full border px-2.5 py-1 text-xs font-medium text-muted-foreground"
    >
      <span aria-hidden="true" className={cn('size-2 rounded-full', dotClass[state])} />
      <span className="sr-only">{t('sync.label')}: </span>
      <span className="hidden sm:inline">{label}</span>
      <span className="sr-only sm:hidden">{label}</span>
    </div>
  );
}
