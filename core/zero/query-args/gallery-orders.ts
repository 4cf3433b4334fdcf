// The arguments of the gallery order queries (../gallery-orders.ts), checked by the server alone.
import { z } from 'zod/mini';
import { ORDER_STATUSES } from '../../domain/gallery-sales';
import { entityId } from '../../domain/ids';
import { instant } from '../../domain/instant';
import { accountArgs } from './account-args';
import { listWindow } from './list-window';

export const galleryOrderQueryArgs = {
  list: z.extend(accountArgs, { status: z.optional(z.enum(ORDER_STATUSES)), limit: listWindow }),
  byGallery: z.extend(accountArgs, { galleryId: entityId }),
  byId: z.extend(accountArgs, { id: entityId }),
  toSend: z.extend(accountArgs, { limit: listWindow }),
  paidSince: z.extend(accountArgs, { from: instant }),
};
