import { useConnectionState, useQuery } from '@rocicorp/zero/react';
import { ArrowDownUp, CalendarPlus, CalendarX2, CloudAlert, SearchX, X } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import {
  sessionPaymentStatuses,
  sessionStatuses,
  type SessionPaymentStatus,
  type SessionStatus,
} from '../../../../core/domain/session';
import { startOfDay } from '../../../../core/domain/studio-time';
import { queries } from '../../../../core/zero/queries';
import type { SessionListArgs } from '../../../../core/zero/sessions';
import { EmptyState } from '../../components/empty-state';
import { Button } from '../../components/ui/button';
import { Input } from '../../components/ui/input';
import { NativeSelect } from '../../components/ui/native-select';
import { Skeleton } from '../../components/ui/skeleton';
import { useAccount } from '../../hooks/use-account';
import { useDebouncedValue } from '../../hooks/use-debounced-value';
import { useNow } from '../../hooks/use-now';
import { useStudioFormat } from '../../hooks/use-studio-format';
import { SessionFormDialog } from './session-form-dialog';
import { SessionTable } from './session-table';
import { useListWindow } from './use-list-window';

const SEARCH_DEBOUNCE_MS = 250;
// Without a connection the server's answer may never come; after this, an empty local result
// is shown as empty rather than as loading.
const OFFLINE_PATIENCE_MS = 1500;

const isStatus = (value: string | null): value is SessionStatus => sessionStatuses.some((s) => s === value);
const isPaymentStatus = (value: string | null): value is SessionPaymentStatus =>
  sessionPaymentStatuses.some((s) => s === value);

/**
 * The sessions tab: upcoming (from the start of today, soonest first) or past (latest first),
 * filtered by status and payment status, searched by customer. The filters live in the address,
 * so a link from the dashboard or home opens the list already filtered.
 */
export function SessionsPanel({ onOpen }: { onOpen: (sessionId: string) => void }) {
  const { t } = useTranslation(['sessions', 'common']);
  const { account } = useAccount();
  const { timeZone } = useStudioFormat();
  const now = useNow();
  const [params, setParams] = useSearchParams();
  const when = params.get('when') === 'past' ? 'past' : 'upcoming';
  const status = params.get('status');
  const payment = params.get('payment');
  const order = params.get('order') === 'desc' ? 'desc' : params.get('order') === 'asc' ? 'asc' : undefined;
  const [search, setSearch] = useState(params.get('q') ?? '');
  const term = useDebouncedValue(search.trim(), SEARCH_DEBOUNCE_MS);
  const [booking, setBooking] = useState(() => params.has('new'));

  const setParam = (name: string, value: string | undefined) =>
    setParams(
      (current) => {
        if (value) current.set(name, value);
        else current.delete(name);
        return current;
      },
      { replace: true },
    );

  useEffect(() => {
    // `?new=1` (the Home quick action) opens the form once; drop it so Back does not reopen it.
    if (params.has('new')) setParam('new', undefined);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only on arrival
  }, []);

  const boundary = startOfDay(now, timeZone);
  const filters: Omit<SessionListArgs, 'limit'> = {
    accountId: account.id,
    when,
    boundary,
    ...(isStatus(status) ? { statuses: [status] } : {}),
    ...(isPaymentStatus(payment) ? { paymentStatuses: [payment] } : {}),
    ...(term ? { search: term } : {}),
    ...(order ? { order } : {}),
  };
  const { limit, grow } = useListWindow(JSON.stringify(filters));
  const [sessions, result] = useQuery(queries.sessions.list({ ...filters, limit }));
  const more = sessions.length >= limit;

  const connected = useConnectionState().name === 'connected';
  const [patient, setPatient] = useState(true);
  useEffect(() => {
    const timer = setTimeout(() => setPatient(false), OFFLINE_PATIENCE_MS);
    return () => clearTimeout(timer);
  }, []);
  const loading = sessions.length === 0 && result.type === 'unknown' && (connected || patient);
  const filtered = isStatus(status) || isPaymentStatus(payment) || term !== '';
  const effectiveOrder = order ?? (when === 'upcoming' ? 'asc' : 'desc');

  return (
    <section aria-labelledby="sessions-heading" className="grid gap-5">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <div className="grid gap-0.5">
          <h2 id="sessions-heading" className="text-xl font-semibold tracking-tight">
            {t('title')}
          </h2>
          <p className="text-sm text-muted-foreground" aria-live="polite">
            {loading
              ? '\u00a0'
              : more
                ? t('list.countAtLeast', { count: sessions.length })
                : t('list.count', { count: sessions.length })}
          </p>
        </div>
        <Button onClick={() => setBooking(true)}>
          <CalendarPlus aria-hidden="true" />
          {t('actions.new')}
        </Button>
      </div>

      <div className="flex flex-wrap items-end gap-3">
        <div className="inline-flex rounded-lg bg-muted p-1" role="group" aria-label={t('filters.when')}>
          {(['upcoming', 'past'] as const).map((value) => (
            <Button
              key={value}
              size="sm"
              variant={when === value ? 'outline' : 'ghost'}
              aria-pressed={when === value}
              onClick={() => setParam('when', value === 'past' ? 'past' : undefined)}
            >
              {t(`filters.${value}`)}
            </Button>
          ))}
        </div>
        <NativeSelect
          aria-label={t('filters.status')}
          value={isStatus(status) ? status : ''}
          onChange={(event) => setParam('status', event.target.value || undefined)}
          className="w-44"
        >
          <option value="">{t('filters.anyStatus')}</option>
          {sessionStatuses.map((value) => (
            <option key={value} value={value}>
              {t(`status.${value}`)}
            </option>
          ))}
        </NativeSelect>
        <NativeSelect
          aria-label={t('filters.payment')}
          value={isPaymentStatus(payment) ? payment : ''}
          onChange={(event) => setParam('payment', event.target.value || undefined)}
          className="w-44"
        >
          <option value="">{t('filters.anyPayment')}</option>
          {sessionPaymentStatuses.map((value) => (
            <option key={value} value={value}>
              {t(`paymentStatus.${value}`)}
            </option>
          ))}
        </NativeSelect>
        <div className="relative w-full max-w-xs">
          <Input
            type="search"
            value={search}
            onChange={(event) => {
              setSearch(event.target.value);
              setParam('q', event.target.value.trim() || undefined);
            }}
            placeholder={t('filters.searchPlaceholder')}
            aria-label={t('filters.search')}
            data-testid="session-search"
            className="pr-9"
          />
          {search && (
            <Button
              variant="ghost"
              size="icon-sm"
              className="absolute top-0.5 right-0.5"
              onClick={() => {
                setSearch('');
                setParam('q', undefined);
              }}
              aria-label={t('common:actions.clearSearch')}
            >
              <X aria-hidden="true" />
            </Button>
          )}
        </div>
        <Button
          variant="outline"
          size="sm"
          onClick={() => setParam('order', effectiveOrder === 'asc' ? 'desc' : 'asc')}
          aria-label={t('filters.sort', { order: t(`filters.${effectiveOrder}`) })}
        >
          <ArrowDownUp aria-hidden="true" />
          {t(`filters.${effectiveOrder}`)}
        </Button>
      </div>

      {result.type === 'error' && sessions.length === 0 ? (
        <EmptyState
          icon={CloudAlert}
          title={t('list.errorTitle')}
          description={t('list.errorDescription')}
          action={
            <Button variant="outline" onClick={result.retry}>
              {t('common:actions.tryAgain')}
            </Button>
          }
        />
      ) : loading ? (
        <div className="grid gap-2" aria-busy="true" aria-label={t('common:loading')}>
          {Array.from({ length: 4 }, (_, index) => (
            <Skeleton key={index} className="h-14 w-full" />
          ))}
        </div>
      ) : sessions.length > 0 ? (
        <SessionTable
          sessions={sessions}
          onOpen={(session) => onOpen(session.id)}
          onNearEnd={more ? grow : undefined}
          caption={t(`list.caption.${when}`)}
        />
      ) : filtered ? (
        <EmptyState
          icon={SearchX}
          testId="sessions-no-results"
          title={t('list.noResultsTitle')}
          description={t('list.noResults')}
          action={
            <Button
              variant="outline"
              onClick={() => {
                setSearch('');
                setParams(when === 'past' ? { when } : {}, { replace: true });
              }}
            >
              {t('filters.clear')}
            </Button>
          }
        />
      ) : (
        <EmptyState
          icon={CalendarX2}
          testId="sessions-empty"
          title={t(`list.empty.${when}`)}
          description={t('list.emptyDescription')}
          action={
            <Button variant="outline" onClick={() => setBooking(true)}>
              {t('actions.new')}
            </Button>
          }
        />
      )}

      <SessionFormDialog open={booking} onOpenChange={setBooking} onSaved={onOpen} />
    </section>
  );
}
