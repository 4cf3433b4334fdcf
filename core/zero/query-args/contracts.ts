// The arguments of the contract queries (../contracts.ts), checked by the server alone.
import { z } from 'zod/mini';
import { entityId } from '../../domain/ids';
import { accountArgs } from './account-args';

export const contractQueryArgs = {
  templates: accountArgs,
  templateById: z.extend(accountArgs, { id: entityId }),
  byId: z.extend(accountArgs, { id: entityId }),
  bySession: z.extend(accountArgs, { sessionId: entityId }),
  byCustomer: z.extend(accountArgs, { customerId: entityId }),
  settings: accountArgs,
};
