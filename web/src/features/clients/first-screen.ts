// The queries a back-office address opens on, so that a page load can fetch their first
// results before the screen has rendered (app/warm-up.ts). Their arguments come from the tabs'
// own functions, so they are the very queries the tabs ask Zero for, or the results go unused;
// their names are the registry's (core/zero/queries.ts), which a unit test holds them to.
import { studioTimeZone } from '@core/domain/studio-time';
import type { Account } from '../../lib/accounts';
import type { NamedQuery } from '../../lib/first-rows';
import { customerListArgs, SEARCH_PARAM, sessionListFilters, sessionListView } from './list-args';
import { LIST_PAGE } from '../../hooks/use-list-window';

export function firstScreenQueries(url: URL, account: Account, now: number): NamedQuery[] {
  switch (url.pathname.replace(/\/+$/, '')) {
    case '/app/clients/customers':
      return [
        {
          name: 'customers.list',
          args: customerListArgs(account.id, (url.searchParams.get(SEARCH_PARAM) ?? '').trim(), LIST_PAGE),
        },
      ];
    case '/app/clients/sessions': {
      const view = sessionListView(url.searchParams);
      const filters = sessionListFilters(view, {
        accountId: account.id,
        // The tab's zone until the synced settings arrive (useAccountSettings).
        timeZone: studioTimeZone(account.settings),
        now,
        term: view.search.trim(),
      });
      // Its rows show amounts, in the studio's currency (StudioFormatProvider).
      return [
        { name: 'sessions.list', args: { ...filters, limit: LIST_PAGE } },
        { name: 'payments.currency', args: { accountId: account.id } },
      ];
    }
    default:
      return [];
  }
}
