// The arguments of the customer queries (../customers.ts), checked by the server alone.
import { z } from 'zod/mini';
import { entityId } from '../../domain/ids';
import { accountArgs } from './account-args';
import { listWindow } from './list-window';

export const customerQueryArgs = {
  list: z.extend(accountArgs, {
    search: z.optional(z.string().check(z.maxLength(200))),
    limit: z.optional(listWindow),
  }),
  withEmail: z.extend(accountArgs, { email: z.string().check(z.trim(), z.minLength(1), z.maxLength(320)) }),
  byId: z.extend(accountArgs, { id: entityId }),
  enquiries: z.extend(accountArgs, { customerId: entityId }),
};
