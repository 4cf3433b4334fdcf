// The arguments of the workflow queries (../workflows.ts), checked by the server alone.
import { z } from 'zod/mini';
import { entityId } from '../../domain/ids';
import { accountArgs } from './account-args';

export const workflowQueryArgs = {
  list: accountArgs,
  byId: z.extend(accountArgs, { id: entityId }),
};

export const sessionStepQueryArgs = {
  bySession: z.extend(accountArgs, { sessionId: entityId }),
};
