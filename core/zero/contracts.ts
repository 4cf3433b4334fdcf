// Contract templates, and contracts while they are drafts: managers and owners only (client
// paperwork). Nothing here sends, signs or voids a contract, nor touches one that left `draft`:
// that is the API's work (functions/contracts/), and the database refuses the rest
// (docs/decisions/contracts-that-never-change.md).
// The area's synced writes are in writes/contracts.ts.
import { defineQuery } from '@rocicorp/zero';
import { inStudio, type QueryOptions } from './access';
import type { contractQueryArgs } from './query-args/contracts';
import { zql } from './schema';

export const contractQueries = {
  /** The studio's templates, by name. */
  templates: defineQuery(({ args: { accountId }, ctx }: QueryOptions<typeof contractQueryArgs.templates>) =>
    inStudio(zql.contractTemplates, ctx, accountId, 'manager').orderBy('name', 'asc').orderBy('id', 'asc'),
  ),
  templateById: defineQuery(({ args: { accountId, id }, ctx }: QueryOptions<typeof contractQueryArgs.templateById>) =>
    inStudio(zql.contractTemplates, ctx, accountId, 'manager').where('id', id).one(),
  ),
  /** One contract with its signatures, customer and session: the contract screen. */
  byId: defineQuery(({ args: { accountId, id }, ctx }: QueryOptions<typeof contractQueryArgs.byId>) =>
    inStudio(zql.contracts, ctx, accountId, 'manager')
      .where('id', id)
      .related('customer')
      .related('session')
      .related('signatures', (signatures) => signatures.orderBy('signedAt', 'asc'))
      .one(),
  ),
  /** A session's contracts, every version, oldest first. */
  bySession: defineQuery(({ args: { accountId, sessionId }, ctx }: QueryOptions<typeof contractQueryArgs.bySession>) =>
    inStudio(zql.contracts, ctx, accountId, 'manager')
      .where('sessionId', sessionId)
      .related('signatures', (signatures) => signatures.orderBy('signedAt', 'asc'))
      .orderBy('createdAt', 'asc')
      .orderBy('id', 'asc'),
  ),
  /** A customer's contracts, every version, latest first. */
  byCustomer: defineQuery(
    ({ args: { accountId, customerId }, ctx }: QueryOptions<typeof contractQueryArgs.byCustomer>) =>
      inStudio(zql.contracts, ctx, accountId, 'manager')
        .where('customerId', customerId)
        .related('session')
        .related('signatures', (signatures) => signatures.orderBy('signedAt', 'asc'))
        .orderBy('createdAt', 'desc')
        .orderBy('id', 'desc'),
  ),
  /** The studio's contract settings (account_settings key `contracts`), read with readContractSettings. */
  settings: defineQuery(({ args: { accountId }, ctx }: QueryOptions<typeof contractQueryArgs.settings>) =>
    inStudio(zql.accountSettings, ctx, accountId, 'manager').where('key', 'contracts').one(),
  ),
};
