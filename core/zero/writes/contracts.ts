// Contract templates, and contracts while they are drafts: managers and owners only (client
// paperwork). Nothing here sends, signs or voids a contract, nor touches one that left `draft`:
// that is the API's work (functions/contracts/), and the database refuses the rest
// (docs/decisions/contracts-that-never-change.md).
// The area's writes, kept apart from its reads (../contracts.ts) so a browser loads them only
// when one first runs (../client-mutators.ts).
import type { Transaction } from '@rocicorp/zero';
import {
  contractIdArgs,
  createContractArgs,
  createTemplateArgs,
  updateContractArgs,
  updateTemplateArgs,
} from '../../domain/contract';
import { CONTRACT_SAMPLES } from '../../domain/contract-samples';
import type { DocumentLanguage } from '../../domain/invoice';
import { assertMember, assertOwnRow, fail } from '../access';
import { defineGuardedMutator, lockCustomerForBooking, lockDocument } from '../concurrency';
import type { ZeroContext } from '../context';
import { zql } from '../schema';

/** The contract, locked, if it is the caller's and still a draft. */
async function draftContract(tx: Transaction, ctx: ZeroContext, id: string) {
  await lockDocument(tx, 'contract', id);
  const contract = await tx.run(zql.contracts.where('id', id).one());
  assertOwnRow(ctx, contract, 'manager');
  if (contract.status !== 'draft') fail('contract_sent');
  return contract;
}

/** Each row a contract names, of its own studio: another studio's id is `not_found`. */
async function checkReferences(
  tx: Transaction,
  ctx: ZeroContext,
  accountId: string,
  refs: { customerId?: string; sessionId?: string | null; templateId?: string | null; invoiceId?: string | null },
) {
  const own = <R extends { accountId: string }>(row: R | undefined): R => {
    assertOwnRow(ctx, row, 'manager');
    if (row.accountId !== accountId) fail('not_found');
    return row;
  };
  if (refs.customerId) await lockCustomerForBooking(tx, refs.customerId);
  return {
    customer: refs.customerId ? own(await tx.run(zql.customers.where('id', refs.customerId).one())) : undefined,
    session: refs.sessionId ? own(await tx.run(zql.sessions.where('id', refs.sessionId).one())) : undefined,
    template: refs.templateId ? own(await tx.run(zql.contractTemplates.where('id', refs.templateId).one())) : undefined,
    invoice: refs.invoiceId ? own(await tx.run(zql.invoices.where('id', refs.invoiceId).one())) : undefined,
  };
}

/** The language the customer's latest quote or invoice is in: the one they read the studio in. */
async function customersLanguage(tx: Transaction, customerId: string): Promise<DocumentLanguage | undefined> {
  const [quote, invoice] = await Promise.all([
    tx.run(zql.quotes.where('customerId', customerId).orderBy('createdAt', 'desc').one()),
    tx.run(zql.invoices.where('customerId', customerId).orderBy('createdAt', 'desc').one()),
  ]);
  const latest = [quote, invoice]
    .filter((document) => document !== undefined)
    .sort((a, b) => b.createdAt - a.createdAt)[0];
  return latest?.language;
}

export const contractTemplateMutators = {
  create: defineGuardedMutator(createTemplateArgs, async ({ tx, ctx, args }) => {
    assertMember(ctx, args.accountId, 'manager');
    const fields =
      'sample' in args ? { ...CONTRACT_SAMPLES[args.sample][args.language], language: args.language } : args;
    const now = Date.now();
    await tx.mutate.contractTemplates.insert({
      id: args.id,
      accountId: args.accountId,
      name: fields.name,
      language: fields.language,
      body: fields.body,
      clientFields: fields.clientFields,
      createdAt: now,
      updatedAt: now,
    });
  }),
  update: defineGuardedMutator(updateTemplateArgs, async ({ tx, ctx, args: { id, ...changes } }) => {
    assertOwnRow(ctx, await tx.run(zql.contractTemplates.where('id', id).one()), 'manager');
    await tx.mutate.contractTemplates.update({ id, ...changes, updatedAt: Date.now() });
  }),
  /** Contracts made from it keep their text; they only forget where it came from. */
  delete: defineGuardedMutator(contractIdArgs, async ({ tx, ctx, args: { id } }) => {
    assertOwnRow(ctx, await tx.run(zql.contractTemplates.where('id', id).one()), 'manager');
    await tx.mutate.contractTemplates.delete({ id });
  }),
};

export const contractMutators = {
  /** A draft for the customer, with the template's text, in the language the client reads. */
  create: defineGuardedMutator(createContractArgs, async ({ tx, ctx, args }) => {
    assertMember(ctx, args.accountId, 'manager');
    const { template } = await checkReferences(tx, ctx, args.accountId, args);
    const language = (await customersLanguage(tx, args.customerId)) ?? template?.language ?? 'en';
    const now = Date.now();
    await tx.mutate.contracts.insert({
      id: args.id,
      accountId: args.accountId,
      customerId: args.customerId,
      sessionId: args.sessionId ?? null,
      templateId: args.templateId ?? null,
      invoiceId: args.invoiceId ?? null,
      title: template?.name ?? '',
      language,
      body: template?.body ?? '',
      clientFields: template?.clientFields ?? [],
      status: 'draft',
      version: 1,
      previousId: null,
      documentSha256: null,
      sentAt: null,
      completedAt: null,
      createdAt: now,
      updatedAt: now,
    });
  }),
  update: defineGuardedMutator(updateContractArgs, async ({ tx, ctx, args: { id, ...changes } }) => {
    const contract = await draftContract(tx, ctx, id);
    await checkReferences(tx, ctx, contract.accountId, changes);
    await tx.mutate.contracts.update({ id, ...changes, updatedAt: Date.now() });
  }),
  delete: defineGuardedMutator(contractIdArgs, async ({ tx, ctx, args: { id } }) => {
    await draftContract(tx, ctx, id);
    await tx.mutate.contracts.delete({ id });
  }),
};
