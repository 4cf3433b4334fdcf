// The arguments of the dashboard queries (../dashboard.ts), checked by the server alone.
import { z } from 'zod/mini';
import { instant } from '../../domain/instant';
import { accountArgs } from './account-args';

const limit = z.int().check(z.minimum(1), z.maximum(200));

export const dashboardQueryArgs = {
  revenueDays: z.extend(accountArgs, { fromDay: z.int(), toDay: z.int() }),
  revenue: z.extend(accountArgs, { from: instant, to: instant }),
  outstandingTotal: accountArgs,
  outstandingDays: z.extend(accountArgs, { fromDay: z.int() }),
  owing: z.extend(accountArgs, { from: instant, to: instant }),
  overdue: z.extend(accountArgs, { before: instant, limit }),
  upcoming: z.extend(accountArgs, { from: instant, to: z.optional(instant), limit }),
  newCustomers: z.extend(accountArgs, { from: instant, to: z.optional(instant) }),
  finishedSelections: z.extend(accountArgs, { limit }),
  recentGalleries: z.extend(accountArgs, { limit }),
};
