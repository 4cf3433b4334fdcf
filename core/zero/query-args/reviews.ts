// The arguments of the review queries (../reviews.ts), checked by the server alone.
import { z } from 'zod/mini';
import { entityId } from '../../domain/ids';
import { accountArgs } from './account-args';

export const reviewQueryArgs = {
  list: accountArgs,
  shown: accountArgs,
  bySession: z.extend(accountArgs, { sessionId: entityId }),
};
