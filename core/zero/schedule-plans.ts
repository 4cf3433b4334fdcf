// Schedule plans: when each session type can be booked. A plan points to one of the studio's
// own session types; deleting the type deletes its plans (the database cascades), and the
// sessions booked from a plan keep everything they need of it.
// The area's synced writes are in writes/schedule-plans.ts.
import { defineQuery } from '@rocicorp/zero';
import { inStudio, type QueryOptions } from './access';
import type { schedulePlanQueryArgs } from './query-args/schedule-plans';
import { zql } from './schema';

export const schedulePlanQueries = {
  /** Every plan of the studio, active or paused, with its type and saved location. */
  list: defineQuery(({ args: { accountId }, ctx }: QueryOptions<typeof schedulePlanQueryArgs.list>) =>
    inStudio(zql.schedulePlans, ctx, accountId)
      .orderBy('name', 'asc')
      .orderBy('id', 'asc')
      .related('sessionType')
      .related('savedLocation'),
  ),
};
