// The rows each back-office screen opens on, kept synced while the back office is open (see
// SyncProvider): Zero holds on the device only what some query asked for, so without these a
// screen never visited would open empty once the network is gone. Each is the screen's own
// first query, or close to it: a screen's query then runs over these rows on the device.
import type { Zero } from '@rocicorp/zero';
import { studioTimeZone } from '@core/domain/studio-time';
import { queries } from '@core/zero/queries';
import { customerListArgs, sessionListFilters, sessionListView } from '../features/clients/list-args';
import { LIST_PAGE } from '../hooks/use-list-window';
import { PERIOD_LIMIT, periodOf } from '../features/scheduling/period';
import type { Account } from '../lib/accounts';

/** Starts syncing every screen's first rows; the returned function stops it. */
export function preloadEveryScreen(zero: Zero, account: Account, now: number): () => void {
  const accountId = account.id;
  const timeZone = studioTimeZone(account.settings);
  const week = periodOf('week', undefined, now, timeZone);
  const upcoming = sessionListFilters(sessionListView(new URLSearchParams()), { accountId, timeZone, now, term: '' });
  const preloads = [
    zero.preload(queries.customers.list(customerListArgs(accountId, '', LIST_PAGE))),
    zero.preload(queries.sessions.list({ ...upcoming, limit: LIST_PAGE })),
    zero.preload(queries.sessions.calendar({ accountId, from: week.start, to: week.end, limit: PERIOD_LIMIT })),
    zero.preload(queries.galleries.list({ accountId })),
    zero.preload(queries.locations.list({ accountId })),
    zero.preload(queries.sessionTypes.list({ accountId })),
    zero.preload(queries.payments.currency({ accountId })),
  ];
  return () => {
    for (const { cleanup } of preloads) cleanup();
  };
}
