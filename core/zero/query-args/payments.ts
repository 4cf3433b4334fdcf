// The arguments of the payment queries (../payments.ts), checked by the server alone.
import { z } from 'zod/mini';
import { entityId } from '../../domain/ids';
import { instant } from '../../domain/instant';
import { accountArgs } from './account-args';

export const paymentQueryArgs = {
  inRange: z.extend(accountArgs, { from: instant, to: instant }),
  currency: accountArgs,
  ofInvoice: z.extend(accountArgs, { invoiceId: entityId }),
};
