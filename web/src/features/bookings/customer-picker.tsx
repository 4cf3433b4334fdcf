import { useQuery } from '@rocicorp/zero/react';
import { UserPlus, X } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { queries } from '@core/zero/queries';
import { IconButton } from '../../components/icon-button';
import { Input } from '../../components/ui/input';
import { useAccount } from '../../hooks/use-account';
import { useDebouncedValue } from '../../hooks/use-debounced-value';
import type { Customer } from './customer';

const MATCHES = 8;

type CustomerPickerProps = {
  /** The chosen customer's id, or '' for none. */
  value: string;
  onChange: (customerId: string) => void;
  /** A customer that may not be chosen (the one being deleted). */
  exclude?: string;
  /** Offers to create a customer on the spot; gets what was typed so far. */
  onCreate?: (name: string) => void;
  id?: string;
  'aria-invalid'?: boolean;
  'aria-describedby'?: string | undefined;
};

/**
 * Finds a customer by name, e-mail or phone among any number of them: the search runs in the
 * synced query and only a few matches are loaded. The chosen customer stays synced while it is
 * chosen, so the write that uses it always finds it.
 */
export function CustomerPicker({ value, onChange, exclude, onCreate, id, ...aria }: CustomerPickerProps) {
  const { t } = useTranslation(['sessions', 'common']);
  const { account } = useAccount();
  const listId = useId();
  const [search, setSearch] = useState('');
  const term = useDebouncedValue(search.trim(), 200);
  const [chosen] = useQuery(value !== '' && queries.customers.byId({ accountId: account.id, id: value }));
  const [matches = []] = useQuery(
    value === '' && term !== '' && queries.customers.list({ accountId: account.id, search: term, limit: MATCHES + 1 }),
  );
  const options = matches.filter((customer: Customer) => customer.id !== exclude).slice(0, MATCHES);

  if (value !== '') {
    return (
      <div
        className="flex h-9 items-center justify-between gap-2 rounded-md border bg-muted/40 px-3 text-sm"
        data-testid="chosen-customer"
      >
        <span className="truncate font-medium">{chosen?.name ?? t('common:loading')}</span>
        <IconButton icon={X} onClick={() => onChange('')} label={t('picker.change')} />
      </div>
    );
  }

  return (
    <div className="grid gap-1.5">
      <Input
        id={id}
        {...aria}
        type="search"
        value={search}
        onChange={(event) => setSearch(event.target.value)}
        placeholder={t('picker.placeholder')}
        autoComplete="off"
        aria-controls={listId}
        data-testid="customer-picker"
      />
      {term !== '' && (
        <ul
          id={listId}
          aria-label={t('picker.results')}
          className="grid max-h-56 overflow-auto rounded-md border bg-popover p-1"
        >
          {options.map((customer) => (
            <li key={customer.id}>
              <button
                type="button"
                onClick={() => onChange(customer.id)}
                className="flex w-full flex-col rounded-sm px-2 py-1.5 text-left text-sm hover:bg-accent focus-visible:bg-accent focus-visible:outline-none"
              >
                <span className="font-medium">{customer.name}</span>
                {(customer.email || customer.phone) && (
                  <span className="text-xs text-muted-foreground">{customer.email || customer.phone}</span>
                )}
              </button>
            </li>
          ))}
          {options.length === 0 && (
            <li className="px-2 py-1.5 text-sm text-muted-foreground">{t('picker.none', { term })}</li>
          )}
          {onCreate && (
            <li>
              <button
                type="button"
                onClick={() => onCreate(search.trim())}
                className="flex w-full items-center gap-2 rounded-sm px-2 py-1.5 text-left text-sm font-medium hover:bg-accent focus-visible:bg-accent focus-visible:outline-none"
              >
                <UserPlus className="size-4" aria-hidden="true" />
                {t('picker.create', { name: search.trim() })}
              </button>
            </li>
          )}
        </ul>
      )}
    </div>
  );
}
