import { useQuery } from '@rocicorp/zero/react';
import { SearchX, UserPlus, Users } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { queries } from '@core/zero/queries';
import { EmptyState } from '../../components/empty-state';
import { QueryErrorState } from '../../components/query-error-state';
import { useAccount } from '../../hooks/use-account';
import { useQueryPatience } from '../../hooks/use-query-patience';
import { useCan } from '../../hooks/use-role';
import { useScreenSnapshot } from '../../hooks/use-screen-snapshot';
import { useFirstRows } from '../../lib/first-rows';
import type { Customer } from '../bookings/customer';
import { CustomerFormDialog } from '../bookings/lazy-dialogs';
import { CustomerTable } from './customer-table';
import { DeleteCustomerDialog } from './lazy-dialogs';
import { ExportButton } from './export-button';
import { customerListArgs } from './list-args';
import { ListPanel, ListSearch, ListSkeleton } from './list-panel';
import { useListSearch } from './use-list-search';
import { useListWindow } from '../../hooks/use-list-window';
import { useNewParam } from './use-new-param';

type Editing = { mode: 'new' } | { mode: 'edit'; customer: Customer } | undefined;

export function CustomersPanel() {
  const { t } = useTranslation(['customers', 'common']);
  const { account } = useAccount();
  const { search, setSearch, term } = useListSearch();
  const requestedNew = useNewParam();
  const [editing, setEditing] = useState<Editing>(() => (requestedNew ? { mode: 'new' } : undefined));
  const [deleting, setDeleting] = useState<Customer>();
  // Deleting and the export (it holds what customers paid) are for those who see money.
  const canManage = useCan('manage');

  // Filtering runs in the query (locally at once, then confirmed by the server), so results
  // stay live while other browsers edit customers. Only a window of rows is synced; it grows
  // as the person scrolls towards its end.
  const { limit, grow } = useListWindow(term);
  const request = queries.customers.list(customerListArgs(account.id, term, limit));
  const [customers, result] = useFirstRows(request, useQuery(request));
  const more = customers.length >= limit;
  const loading = useQueryPatience(customers, result);
  const searching = term !== '';
  useScreenSnapshot(result.type === 'complete' && !loading && search === '', customers);

  const newCustomer = () => setEditing({ mode: 'new' });

  return (
    <ListPanel
      ns="customers"
      count={customers.length}
      loading={loading}
      more={more}
      newIcon={UserPlus}
      onNew={newCustomer}
    >
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <ListSearch
          value={search}
          onChange={setSearch}
          placeholder={t('search.placeholder')}
          label={t('search.label')}
          testId="customer-search"
          className="w-full max-w-sm"
        />
        {canManage && <ExportButton initialKind="customers" />}
      </div>

      {result.type === 'error' && customers.length === 0 ? (
        <QueryErrorState
          testId="customers-error"
          texts={{ title: t('list.errorTitle'), description: t('list.errorDescription') }}
          onRetry={result.retry}
        />
      ) : loading ? (
        <ListSkeleton rowClassName="h-12" />
      ) : customers.length > 0 ? (
        <CustomerTable
          customers={customers}
          onEdit={(customer) => setEditing({ mode: 'edit', customer })}
          onDelete={canManage ? setDeleting : undefined}
          onNearEnd={more ? grow : undefined}
        />
      ) : searching ? (
        <EmptyState
          icon={SearchX}
          testId="customers-no-results"
          texts={{ title: t('search.noResultsTitle'), description: t('search.noResults', { term }) }}
          action={{ label: t('common:actions.clearSearch'), onClick: () => setSearch('') }}
        />
      ) : (
        <EmptyState
          icon={Users}
          testId="customers-empty"
          texts={t('empty', { returnObjects: true })}
          action={{ label: t('empty.action'), onClick: newCustomer }}
        />
      )}

      <CustomerFormDialog
        open={editing !== undefined}
        onOpenChange={(open) => !open && setEditing(undefined)}
        customer={editing?.mode === 'edit' ? editing.customer : undefined}
      />
      <DeleteCustomerDialog customer={deleting} onOpenChange={(open) => !open && setDeleting(undefined)} />
    </ListPanel>
  );
}
