// The arguments of the shop queries (../shop.ts), checked by the server alone.
import { z } from 'zod/mini';
import { entityId } from '../../domain/ids';
import { accountArgs } from './account-args';

export const priceListQueryArgs = {
  list: accountArgs,
  byId: z.extend(accountArgs, { id: entityId }),
};

export const couponQueryArgs = {
  list: accountArgs,
};
