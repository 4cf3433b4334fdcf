// The session types a studio offers, picked when booking. Sessions keep a copy of the type's
// name, price and duration, so changing or deleting a type leaves every booked session as it was.
// The area's synced writes are in writes/session-types.ts.
import { defineQuery } from '@rocicorp/zero';
import { inStudio, type QueryOptions } from './access';
import type { sessionTypeQueryArgs } from './query-args/session-types';
import { zql } from './schema';

export const sessionTypeQueries = {
  list: defineQuery(({ args: { accountId }, ctx }: QueryOptions<typeof sessionTypeQueryArgs.list>) =>
    inStudio(zql.sessionTypes, ctx, accountId).orderBy('name', 'asc').orderBy('id', 'asc'),
  ),
};
