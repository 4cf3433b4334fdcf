// The arguments of the gallery queries (../galleries.ts), checked by the server alone.
import { z } from 'zod/mini';
import { entityId } from '../../domain/ids';
import { accountArgs } from './account-args';

export const galleryQueryArgs = {
  list: accountArgs,
  byId: z.extend(accountArgs, { id: entityId }),
  picks: z.extend(accountArgs, { galleryId: entityId }),
};
