import { defineQuery } from '@rocicorp/zero';
import { callersMembership, type QueryOptions } from './access';
import type { accountQueryArgs } from './query-args/accounts';
import { zql } from './schema';

export const accountQueries = {
  /**
   * The accounts the caller belongs to, with their members. Filtered by the membership itself,
   * not the context, so a studio the caller leaves or joins, or a sign-out, acts at once.
   */
  mine: defineQuery(({ ctx }: QueryOptions<typeof accountQueryArgs.mine>) =>
    zql.accounts
      .whereExists('members', (m) => callersMembership(m, ctx))
      .related('members')
      .orderBy('createdAt', 'asc'),
  ),
};
