// The arguments of the questionnaire queries (../questionnaires.ts), checked by the server alone.
import { z } from 'zod/mini';
import { entityId } from '../../domain/ids';
import { accountArgs } from './account-args';

export const questionnaireQueryArgs = {
  list: accountArgs,
  byId: z.extend(accountArgs, { id: entityId }),
};

export const questionnaireResponseQueryArgs = {
  bySession: z.extend(accountArgs, { sessionId: entityId }),
  byCustomer: z.extend(accountArgs, { customerId: entityId }),
};
