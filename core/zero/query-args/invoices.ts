// The arguments of the quote and invoice queries (../invoices.ts), checked by the server alone.
import { z } from 'zod/mini';
import { entityId } from '../../domain/ids';
import { invoiceStatuses, quoteStatuses } from '../../domain/invoice-values';
import { accountArgs } from './account-args';
import { listWindow } from './list-window';

const listArgs = (statuses: readonly [string, ...string[]]) =>
  z.extend(accountArgs, { status: z.optional(z.enum(statuses)), customerId: z.optional(entityId), limit: listWindow });
const sessionArgs = z.extend(accountArgs, { sessionId: entityId });

export const quoteQueryArgs = {
  list: listArgs(quoteStatuses),
  bySession: sessionArgs,
  byId: z.extend(accountArgs, { id: entityId }),
};

export const invoiceQueryArgs = {
  list: listArgs(invoiceStatuses),
  bySession: sessionArgs,
  byId: z.extend(accountArgs, { id: entityId }),
  settings: accountArgs,
};
