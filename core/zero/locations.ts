// Saved locations a session can be booked at. Deleting one leaves sessions untouched: they keep
// the location's name (sessions.location) and the database clears their link to it.
// The area's synced writes are in writes/locations.ts.
import { defineQuery } from '@rocicorp/zero';
import { inStudio, type QueryOptions } from './access';
import type { locationQueryArgs } from './query-args/locations';
import { zql } from './schema';

export const locationQueries = {
  list: defineQuery(({ args: { accountId }, ctx }: QueryOptions<typeof locationQueryArgs.list>) =>
    inStudio(zql.locations, ctx, accountId).orderBy('name', 'asc').orderBy('id', 'asc'),
  ),
};
