// Every synced read of the app. Each query takes the account it reads and filters by the
// caller's memberships from the server-built context, so a query can never return another
// account's rows, whatever arguments a client sends (the handler also refuses them).
import { defineQueries, defineQuery } from '@rocicorp/zero';
import { z } from 'zod';
import { entityId } from '../domain/ids';
import type { ZeroContext } from './context';
import { zql } from './schema';

/** The account id if the caller belongs to it, otherwise an id no row can have. */
function scopedAccount(ctx: ZeroContext | undefined, accountId: string): string {
  return ctx?.accountIDs.includes(accountId) ? accountId : '';
}

const accountArgs = z.object({ accountId: entityId });

export const queries = defineQueries({
  accounts: {
    /** The accounts the caller belongs to, with their members. */
    mine: defineQuery(({ ctx }) =>
      zql.accounts.where('id', 'IN', [...(ctx?.accountIDs ?? [])]).related('members').orderBy('createdAt', 'asc'),
    ),
  },
  customers: {
    list: defineQuery(
      accountArgs.extend({ search: z.string().max(200).optional() }),
      ({ args: { accountId, search }, ctx }) => {
        let q = zql.customers.where('accountId', scopedAccount(ctx, accountId));
        const term = search?.trim();
        if (term) {
          const pattern = `%${term}%`;
          q = q.where(({ or, cmp }) =>
            or(cmp('name', 'ILIKE', pattern), cmp('email', 'ILIKE', pattern), cmp('phone', 'ILIKE', pattern)),
          );
        }
        return q.orderBy('name', 'asc').orderBy('id', 'asc');
      },
    ),
    byId: defineQuery(accountArgs.extend({ id: entityId }), ({ args: { accountId, id }, ctx }) =>
      zql.customers.where('accountId', scopedAccount(ctx, accountId)).where('id', id).one(),
    ),
  },
});

export type Queries = typeof queries;
