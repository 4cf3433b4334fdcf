// The arguments of the task queries (../tasks.ts), checked by the server alone.
import { z } from 'zod/mini';
import { entityId } from '../../domain/ids';
import { accountArgs } from './account-args';

const taskListArgs = z.extend(accountArgs, { limit: z.int().check(z.minimum(1), z.maximum(200)) });

export const taskQueryArgs = {
  forSession: z.extend(accountArgs, { sessionId: entityId }),
  open: taskListArgs,
  recentlyDone: taskListArgs,
};
