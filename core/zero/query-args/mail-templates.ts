// The arguments of the mail template queries (../mail-templates.ts), checked by the server alone.
import { z } from 'zod/mini';
import { entityId } from '../../domain/ids';
import { accountArgs } from './account-args';

export const mailTemplateQueryArgs = {
  list: accountArgs,
  byId: z.extend(accountArgs, { id: entityId }),
  steps: z.extend(accountArgs, { id: entityId }),
};
