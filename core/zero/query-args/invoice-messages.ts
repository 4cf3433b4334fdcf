// The arguments of the invoice message queries (../invoice-messages.ts), checked by the server alone.
import { z } from 'zod/mini';
import { entityId } from '../../domain/ids';
import { accountArgs } from './account-args';

export const invoiceMessageQueryArgs = {
  ofInvoice: z.extend(accountArgs, { invoiceId: entityId }),
};
