// The arguments of the queries the customers and sessions tabs open, built in one place: the
// tabs use them, and so does a page load that fetches a tab's first rows before it has
// rendered (first-screen.ts), which must ask for exactly the same query to be of any use.
// No Zero here: the page load runs this before the sync client's code has loaded.
import {
  sessionPaymentStatuses,
  sessionStatuses,
  type SessionPaymentStatus,
  type SessionStatus,
} from '@core/domain/session-values';
import { startOfDay } from '@core/domain/studio-time';
import type { SessionListArgs } from '@core/zero/sessions';

export function customerListArgs(accountId: string, term: string, limit: number) {
  return term ? { accountId, search: term, limit } : { accountId, limit };
}

/** The address's parameter that keeps a tab's search, so a reload, a link or Back keeps it. */
export const SEARCH_PARAM = 'q';

const isStatus = (value: string | null): value is SessionStatus => sessionStatuses.some((s) => s === value);
const isPaymentStatus = (value: string | null): value is SessionPaymentStatus =>
  sessionPaymentStatuses.some((s) => s === value);

/** What the sessions tab shows, as its address says (so a link can open it filtered). */
type SessionListView = {
  when: 'upcoming' | 'past';
  status: SessionStatus | undefined;
  payment: SessionPaymentStatus | undefined;
  /** Unset: the default for `when` (upcoming soonest first, past latest first). */
  order: 'asc' | 'desc' | undefined;
  /** The search box's text when the page opened. */
  search: string;
};

export function sessionListView(params: URLSearchParams): SessionListView {
  const status = params.get('status');
  const payment = params.get('payment');
  const order = params.get('order');
  return {
    when: params.get('when') === 'past' ? 'past' : 'upcoming',
    status: isStatus(status) ? status : undefined,
    payment: isPaymentStatus(payment) ? payment : undefined,
    order: order === 'asc' || order === 'desc' ? order : undefined,
    search: params.get(SEARCH_PARAM) ?? '',
  };
}

/**
 * The sessions query's arguments for `view` but its row limit, with `term` as the (debounced)
 * search: what the list's window resets on when it changes (useListWindow).
 */
export function sessionListFilters(
  view: SessionListView,
  studio: { accountId: string; timeZone: string; now: number; term: string },
): Omit<SessionListArgs, 'limit'> {
  return {
    accountId: studio.accountId,
    when: view.when,
    boundary: startOfDay(studio.now, studio.timeZone),
    ...(view.status ? { statuses: [view.status] } : {}),
    ...(view.payment ? { paymentStatuses: [view.payment] } : {}),
    ...(studio.term ? { search: studio.term } : {}),
    ...(view.order ? { order: view.order } : {}),
  };
}
