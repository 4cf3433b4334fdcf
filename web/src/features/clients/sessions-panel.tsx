import { useQuery } from '@rocicorp/zero/react';
import { ArrowDownUp, CalendarPlus, CalendarX2, SearchX } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { sessionPaymentStatuses, sessionStatuses } from '@core/domain/session-values';
import { queries } from '@core/zero/queries';
import { EmptyState } from '../../components/empty-state';
import { QueryErrorState } from '../../components/query-error-state';
import { Button } from '../../components/ui/button';
import { NativeSelect } from '../../components/ui/native-select';
import { useAccount } from '../../hooks/use-account';
import { useNow } from '../../hooks/use-now';
import { useQueryPatience } from '../../hooks/use-query-patience';
import { useCan } from '../../hooks/use-role';
import { useScreenSnapshot } from '../../hooks/use-screen-snapshot';
import { useStudioFormat } from '../../hooks/use-studio-format';
import { withSearchParam } from '../../hooks/use-search-param';
import { useFirstRows } from '../../lib/first-rows';
import { sessionListFilters, sessionListView } from './list-args';
import { ListPanel, ListSearch, ListSkeleton } from './list-panel';
import { SessionFormDialog } from '../bookings/lazy-dialogs';
import { SessionTable } from './session-table';
import { useListSearch } from './use-list-search';
import { useListWindow } from '../../hooks/use-list-window';
import { useNewParam } from './use-new-param';
import { Options } from '../../components/options';

/**
 * The sessions tab: upcoming (from the start of today, soonest first) or past (latest first),
 * filtered by status and payment status, searched by customer. The filters live in the address,
 * so a link from the dashboard or home opens the list already filtered.
 */
export function SessionsPanel({ onOpen }: { onOpen: (sessionId: string) => void }) {
  const { t } = useTranslation('sessions');
  const { account } = useAccount();
  const { timeZone } = useStudioFormat();
  const now = useNow();
  const [params, setParams] = useSearchParams();
  const view = sessionListView(params);
  const { when, status, payment, order } = view;
  const { search, setSearch, term } = useListSearch();
  const requestedNew = useNewParam();
  const [booking, setBooking] = useState(requestedNew);
  const seesMoney = useCan('manage');

  const setParam = (name: string, value: string | undefined) =>
    setParams((current) => withSearchParam(current, name, value), { replace: true });

  const filters = sessionListFilters(view, { accountId: account.id, timeZone, now, term });
  const { limit, grow } = useListWindow(JSON.stringify(filters));
  const request = queries.sessions.list({ ...filters, limit });
  const [sessions, result] = useFirstRows(request, useQuery(request));
  const more = sessions.length >= limit;

  const loading = useQueryPatience(sessions, result);
  const filtered = status !== undefined || payment !== undefined || term !== '';
  useScreenSnapshot(result.type === 'complete' && !loading && search === view.search, sessions);
  const effectiveOrder = order ?? (when === 'upcoming' ? 'asc' : 'desc');
  const book = () => setBooking(true);
  const clearFilters = () => {
    setSearch('');
    setParams(when === 'past' ? { when } : {}, { replace: true });
  };

  return (
    <ListPanel ns="sessions" count={sessions.length} loading={loading} more={more} newIcon={CalendarPlus} onNew={book}>
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
        <FilterSelect
          label={t('filters.status')}
          value={status}
          anyLabel={t('filters.anyStatus')}
          options={sessionStatuses.map((value) => ({ value, label: t(`status.${value}`) }))}
          onChange={(value) => setParam('status', value)}
        />
        {seesMoney && (
          <FilterSelect
            label={t('filters.payment')}
            value={payment}
            anyLabel={t('filters.anyPayment')}
            options={sessionPaymentStatuses.map((value) => ({ value, label: t(`paymentStatus.${value}`) }))}
            onChange={(value) => setParam('payment', value)}
          />
        )}
        <ListSearch
          value={search}
          onChange={setSearch}
          placeholder={t('filters.searchPlaceholder')}
          label={t('filters.search')}
          testId="session-search"
          className="w-full max-w-xs"
        />
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
        <QueryErrorState
          texts={{ title: t('list.errorTitle'), description: t('list.errorDescription') }}
          onRetry={result.retry}
        />
      ) : loading ? (
        <ListSkeleton rowClassName="h-14" />
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
          texts={{ title: t('list.noResultsTitle'), description: t('list.noResults') }}
          action={{ label: t('filters.clear'), onClick: clearFilters }}
        />
      ) : (
        <EmptyState
          icon={CalendarX2}
          testId="sessions-empty"
          texts={{ title: t(`list.empty.${when}`), description: t('list.emptyDescription') }}
          action={{ label: t('actions.new'), onClick: book }}
        />
      )}

      <SessionFormDialog open={booking} onOpenChange={setBooking} onSaved={onOpen} />
    </ListPanel>
  );
}

type FilterSelectProps = {
  label: string;
  value: string | undefined;
  /** The first option, which filters nothing out. */
  anyLabel: string;
  options: readonly { value: string; label: string }[];
  onChange: (value: string | undefined) => void;
};

/** A filter of the list: "any" first, then one option per value. */
function FilterSelect({ label, value, anyLabel, options, onChange }: FilterSelectProps) {
  return (
    <NativeSelect
      aria-label={label}
      value={value ?? ''}
      onChange={(event) => onChange(event.target.value || undefined)}
      className="w-fit"
    >
      <Options none={anyLabel} options={options} />
    </NativeSelect>
  );
}
