// Contract templates, and contracts while they are drafts: managers and owners only (client
// paperwork). Nothing here sends, signs or voids a contract, nor touches one that left `draft`:
// that is the API's work (functions/contracts/), and the database refuses the rest
// (docs/decisions/contracts-that-never-change.md).
// The area's synced writes are in writes/contracts.ts.
import { defineQuery } from '@rocicorp/zero';
import { z } from 'zod/mini';
import { entityId } from '../domain/ids';
import { accountArgs, inStudio } from './access';
import { zql } from './schema';

export const contractQueries = {
  /** The studio's templates, by name. */
  templates: defineQuery(accountArgs, ({ args: { accountId }, ctx }) =>
    inStudio(zql.contractTemplates, ctx, accountId, 'manager').orderBy('name', 'asc').orderBy('id', 'asc'),
  ),
  templateById: defineQuery(z.extend(accountArgs, { id: entityId }), ({ args: { accountId, id }, ctx }) =>
    inStudio(zql.contractTemplates, ctx, accountId, 'manager').where('id', id).one(),
  ),
  /** One contract with its signatures, customer and session: the contract screen. */
  byId: defineQuery(z.extend(accountArgs, { id: entityId }), ({ args: { accountId, id }, ctx }) =>
    inStudio(zql.contracts, ctx, accountId, 'manager')
      .where('id', id)
      .related('customer')
      .related('session')
      .related('signatures', (signatures) => signatures.orderBy('signedAt', 'asc'))
      .one(),
  ),
  /** A session's contracts, every version, oldest first. */
  bySession: defineQuery(z.extend(accountArgs, { sessionId: entityId }), ({ args: { accountId, sessionId }, ctx }) =>
    inStudio(zql.contracts, ctx, accountId, 'manager')
      .where('sessionId', sessionId)
      .related('signatures', (signatures) => signatures.orderBy('signedAt', 'asc'))
      .orderBy('createdAt', 'asc')
      .orderBy('id', 'asc'),
  ),
  /** A customer's contracts, every version, latest first. */
  byCustomer: defineQuery(z.extend(accountArgs, { customerId: entityId }), ({ args: { accountId, customerId }, ctx }) =>
    inStudio(zql.contracts, ctx, accountId, 'manager')
      .where('customerId', customerId)
      .related('session')
      .related('signatures', (signatures) => signatures.orderBy('signedAt', 'asc'))
      .orderBy('createdAt', 'desc')
      .orderBy('id', 'desc'),
  ),
  /** The studio's contract settings (account_settings key `contracts`), read with readContractSettings. */
  settings: defineQuery(accountArgs, ({ args: { accountId }, ctx }) =>
    inStudio(zql.accountSettings, ctx, accountId, 'manager').where('key', 'contracts').one(),
  ),
};
