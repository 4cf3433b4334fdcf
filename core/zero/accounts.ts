import { defineQuery } from '@rocicorp/zero';
import { zql } from './schema';

export const accountQueries = {
  /** The accounts the caller belongs to, with their members. */
  mine: defineQuery(({ ctx }) =>
    zql.accounts
      .where('id', 'IN', [...(ctx?.accountIDs ?? [])])
      .related('members')
      .orderBy('createdAt', 'asc'),
  ),
};
