// The arguments of the site page queries (../site-pages.ts), checked by the server alone.
import { z } from 'zod/mini';
import { entityId } from '../../domain/ids';
import { accountArgs } from './account-args';

export const sitePageQueryArgs = {
  list: accountArgs,
  one: z.object({ accountId: entityId, id: entityId }),
};
