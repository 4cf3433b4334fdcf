// The arguments of the session queries (../sessions.ts), checked by the server alone.
import { z } from 'zod/mini';
import { entityId } from '../../domain/ids';
import { instant } from '../../domain/instant';
import { sessionPaymentStatuses, sessionStatuses } from '../../domain/session-values';
import { accountArgs } from './account-args';
import { listWindow } from './list-window';

const sessionListArgs = z.extend(accountArgs, {
  /** Upcoming: from `boundary` on, soonest first. Past: before it, latest first. */
  when: z.enum(['upcoming', 'past']),
  boundary: instant,
  statuses: z.optional(z.array(z.enum(sessionStatuses)).check(z.maxLength(sessionStatuses.length))),
  paymentStatuses: z.optional(
    z.array(z.enum(sessionPaymentStatuses)).check(z.maxLength(sessionPaymentStatuses.length)),
  ),
  /** Part of the customer's name or e-mail. */
  search: z.optional(z.string().check(z.maxLength(200))),
  order: z.optional(z.enum(['asc', 'desc'])),
  limit: listWindow,
});

/**
 * The longest window the calendar reads at once: six weeks, a month view's whole grid, and the
 * hour a day gains when clocks go back within it.
 */
const CALENDAR_SPAN_MS = (42 * 24 + 1) * 60 * 60 * 1000;

const sessionCalendarArgs = z
  .extend(accountArgs, { from: instant, to: instant, limit: z.int().check(z.minimum(1), z.maximum(1000)) })
  .check(
    z.refine(({ from, to }) => to > from && to - from <= CALENDAR_SPAN_MS, { message: 'dateRange', path: ['to'] }),
  );

export const sessionQueryArgs = {
  list: sessionListArgs,
  calendar: sessionCalendarArgs,
  byId: z.extend(accountArgs, { id: entityId }),
  forCustomer: z.extend(accountArgs, { customerId: entityId }),
};
