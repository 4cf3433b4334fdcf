// The arguments of the proposal queries (../proposals.ts), checked by the server alone.
import { z } from 'zod/mini';
import { entityId } from '../../domain/ids';
import { accountArgs } from './account-args';

export const proposalQueryArgs = {
  bySession: z.extend(accountArgs, { sessionId: entityId }),
  byCustomer: z.extend(accountArgs, { customerId: entityId }),
};
