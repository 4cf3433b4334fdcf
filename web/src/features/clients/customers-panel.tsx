import { useConnectionState, useQuery } from '@rocicorp/zero/react';
import { CloudAlert, SearchX, UserPlus, Users, X } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { queries } from '../../../../core/zero/queries';
import { EmptyState } from '../../components/empty-state';
import { Button } from '../../components/ui/button';
import { Input } from '../../components/ui/input';
import { Skeleton } from '../../components/ui/skeleton';
import { useAccount } from '../../hooks/use-account';
import { useDebouncedValue } from '../../hooks/use-debounced-value';
import type { Customer } from './customer';
import { CustomerFormDialog } from './customer-form-dialog';
import { CustomerTable } from './customer-table';
import { DeleteCustomerDialog } from './delete-customer-dialog';
import { useListWindow } from './use-list-window';

const SEARCH_DEBOUNCE_MS = 250;

// Without a connection the server's answer may never come; after this, an empty local result
// is shown as empty rather than as loading.
const OFFLINE_PATIENCE_MS = 1500;

/** `?new=1` (the Home quick action) opens the new-customer form on arrival. */
const NEW_PARAM = 'new';

type Editing = { mode: 'new' } | { mode: 'edit'; customer: Customer } | undefined;

export function CustomersPanel() {
  const { t } = useTranslation(['customers', 'common']);
  const { account } = useAccount();
  const [searchParams, setSearchParams] = useSearchParams();
  const [search, setSearch] = useState('');
  const term = useDebouncedValue(search.trim(), SEARCH_DEBOUNCE_MS);
  const [editing, setEditing] = useState<Editing>(() => (searchParams.has(NEW_PARAM) ? { mode: 'new' } : undefined));
  const [deleting, setDeleting] = useState<Customer>();

  useEffect(() => {
    // Drop the flag so a reload or Back does not open the form again.
    if (searchParams.has(NEW_PARAM)) {
      setSearchParams(
        (params) => {
          params.delete(NEW_PARAM);
          return params;
        },
        { replace: true },
      );
    }
  }, [searchParams, setSearchParams]);

  // Filtering runs in the query (locally at once, then confirmed by the server), so results
  // stay live while other browsers edit customers. Only a window of rows is synced; it grows
  // as the person scrolls towards its end.
  const { limit, grow } = useListWindow(term);
  const [customers, result] = useQuery(
    queries.customers.list(term ? { accountId: account.id, search: term, limit } : { accountId: account.id, limit }),
  );
  const more = customers.length >= limit;
  const connected = useConnectionState().name === 'connected';
  const [patient, setPatient] = useState(true);
  useEffect(() => {
    const timer = setTimeout(() => setPatient(false), OFFLINE_PATIENCE_MS);
    return () => clearTimeout(timer);
  }, []);
  const loading = customers.length === 0 && result.type === 'unknown' && (connected || patient);
  const searching = term !== '';

  const newCustomer = () => setEditing({ mode: 'new' });

  return (
    <section aria-labelledby="customers-heading" className="grid gap-5">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <div className="grid gap-0.5">
          <h2 id="customers-heading" className="text-xl font-semibold tracking-tight">
            {t('title')}
          </h2>
          <p className="text-sm text-muted-foreground" aria-live="polite">
            {loading
              ? '\u00a0'
              : more
                ? t('list.countAtLeast', { count: customers.length })
                : t('list.count', { count: customers.length })}
          </p>
        </div>
        <Button onClick={newCustomer}>
          <UserPlus aria-hidden="true" />
          {t('actions.new')}
        </Button>
      </div>

      <div className="relative max-w-sm">
        <Input
          type="search"
          value={search}
          onChange={(event) => setSearch(event.target.value)}
          placeholder={t('search.placeholder')}
          aria-label={t('search.label')}
          data-testid="customer-search"
          className="pr-9"
        />
        {search && (
          <Button
            variant="ghost"
            size="icon-sm"
            className="absolute top-0.5 right-0.5"
            onClick={() => setSearch('')}
            aria-label={t('common:actions.clearSearch')}
          >
            <X aria-hidden="true" />
          </Button>
        )}
      </div>

      {result.type === 'error' && customers.length === 0 ? (
        <EmptyState
          icon={CloudAlert}
          testId="customers-error"
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
            <Skeleton key={index} className="h-12 w-full" />
          ))}
        </div>
      ) : customers.length > 0 ? (
        <CustomerTable
          customers={customers}
          onEdit={(customer) => setEditing({ mode: 'edit', customer })}
          onDelete={setDeleting}
          onNearEnd={more ? grow : undefined}
        />
      ) : searching ? (
        <EmptyState
          icon={SearchX}
          testId="customers-no-results"
          title={t('search.noResultsTitle')}
          description={t('search.noResults', { term })}
          action={
            <Button variant="outline" onClick={() => setSearch('')}>
              {t('common:actions.clearSearch')}
            </Button>
          }
        />
      ) : (
        <EmptyState
          icon={Users}
          testId="customers-empty"
          title={t('empty.title')}
          description={t('empty.description')}
          action={
            <Button variant="outline" onClick={newCustomer}>
              {t('empty.action')}
            </Button>
          }
        />
      )}

      <CustomerFormDialog
        open={editing !== undefined}
        onOpenChange={(open) => !open && setEditing(undefined)}
        customer={editing?.mode === 'edit' ? editing.customer : undefined}
      />
      <DeleteCustomerDialog customer={deleting} onOpenChange={(open) => !open && setDeleting(undefined)} />
    </section>
  );
}
