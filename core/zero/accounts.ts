import { defineQuery } from '@rocicorp/zero';
import { zql } from './schema';

export const accountQueries = {
  /**
   * The accounts the caller belongs to, with their members. Filtered by the membership itself,
   * not the context, so a studio the caller leaves or joins goes or comes at once.
   */
  mine: defineQuery(({ ctx }) =>
    zql.accounts
      .whereExists('members', (m) => m.where('userId', ctx?.userID ?? ''))
      .related('members')
      .orderBy('createdAt', 'asc'),
  ),
};
