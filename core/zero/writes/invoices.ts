// Quotes and invoices while they are drafts: managers and owners only (money). Every change to
// a line recomputes that line's net and tax and the document's totals in the same transaction,
// with the document locked on the server. Nothing here sends, issues or cancels a document, nor
// touches one that left `draft`: that is the API's work (functions/invoices/), and the database
// refuses the rest (docs/decisions/invoices-that-never-change.md).
// The area's writes, kept apart from its reads (../invoices.ts) so a browser loads them only
// when one first runs (../client-mutators.ts).
import type { Transaction } from '@rocicorp/zero';
import { readCurrency } from '../../domain/currency';
import {
  addLineArgs,
  createInvoiceArgs,
  createQuoteArgs,
  documentIdArgs,
  lineRow,
  removeLineArgs,
  reorderLinesArgs,
  setInstalmentsArgs,
  updateInvoiceArgs,
  updateLineArgs,
  updateQuoteArgs,
} from '../../domain/invoice';
import { documentTotals } from '../../domain/invoice-totals';
import { readInvoicingSettings } from '../../domain/invoicing-settings';
import { instalmentsMatch, planInstalments } from '../../domain/payment-plan';
import { assertMember, assertOwnRow, fail } from '../access';
import { defineGuardedMutator, lockCustomerForBooking, lockDocument } from '../concurrency';
import type { ZeroContext } from '../context';
import { zql } from '../schema';

type Kind = 'quote' | 'invoice';

/** The document, locked, if it is the caller's and still a draft. */
async function draftQuote(tx: Transaction, ctx: ZeroContext, id: string) {
  await lockDocument(tx, 'quote', id);
  const quote = await tx.run(zql.quotes.where('id', id).one());
  assertOwnRow(ctx, quote, 'manager');
  if (quote.status !== 'draft') fail('quote_sent');
  return quote;
}

async function draftInvoice(tx: Transaction, ctx: ZeroContext, id: string) {
  await lockDocument(tx, 'invoice', id);
  const invoice = await tx.run(zql.invoices.where('id', id).one());
  assertOwnRow(ctx, invoice, 'manager');
  if (invoice.status !== 'draft') fail(invoice.status === 'cancelled' ? 'invoice_cancelled' : 'invoice_issued');
  return invoice;
}

const draftOf = (tx: Transaction, ctx: ZeroContext, kind: Kind, id: string) =>
  kind === 'quote' ? draftQuote(tx, ctx, id) : draftInvoice(tx, ctx, id);

/** The customer and session a draft names, both of its own studio (a foreign id is `not_found`). */
async function checkReferences(
  tx: Transaction,
  ctx: ZeroContext,
  accountId: string,
  refs: { customerId?: string | undefined; sessionId?: string | null | undefined },
) {
  const own = <R extends { accountId: string }>(row: R | undefined): R => {
    assertOwnRow(ctx, row, 'manager');
    if (row.accountId !== accountId) fail('not_found');
    return row;
  };
  const customer =
    refs.customerId === undefined
      ? undefined
      : (await lockCustomerForBooking(tx, refs.customerId),
        own(await tx.run(zql.customers.where('id', refs.customerId).one())));
  const session = refs.sessionId ? own(await tx.run(zql.sessions.where('id', refs.sessionId).one())) : undefined;
  return { customer, session };
}

/** What a new document starts with: the studio's currency, tax rate and card setting. */
async function studioDefaults(tx: Transaction, accountId: string) {
  const settings = await tx.run(
    zql.accountSettings.where('accountId', accountId).where('key', 'IN', ['currency', 'invoicing']),
  );
  const value = (key: string) => settings.find((row) => row.key === key)?.value;
  return { currency: readCurrency(value('currency')).code, invoicing: readInvoicingSettings(value('invoicing')) };
}

const linesOf = (tx: Transaction, kind: Kind, documentId: string) =>
  kind === 'quote'
    ? tx.run(zql.quoteLines.where('quoteId', documentId).orderBy('position', 'asc').orderBy('id', 'asc'))
    : tx.run(zql.invoiceLines.where('invoiceId', documentId).orderBy('position', 'asc').orderBy('id', 'asc'));

const lineById = (tx: Transaction, kind: Kind, id: string) =>
  kind === 'quote'
    ? tx.run(zql.quoteLines.where('id', id).one()).then((line) => line && { ...line, documentId: line.quoteId })
    : tx.run(zql.invoiceLines.where('id', id).one()).then((line) => line && { ...line, documentId: line.invoiceId });

type LineColumns = ReturnType<typeof lineRow> & { description: string };

async function insertLine(
  tx: Transaction,
  kind: Kind,
  accountId: string,
  documentId: string,
  id: string,
  position: number,
  line: LineColumns,
) {
  const row = { id, accountId, position, ...line };
  if (kind === 'quote') {
    // A quote offers; money given back is for corrective invoices.
    if (line.quantity < 1) fail('invalid_input');
    await tx.mutate.quoteLines.insert({ ...row, quoteId: documentId });
  } else await tx.mutate.invoiceLines.insert({ ...row, invoiceId: documentId });
}

async function updateLine(
  tx: Transaction,
  kind: Kind,
  id: string,
  changes: Partial<LineColumns> & { position?: number },
) {
  if (kind === 'quote') {
    if (changes.quantity !== undefined && changes.quantity < 1) fail('invalid_input');
    await tx.mutate.quoteLines.update({ id, ...changes });
  } else await tx.mutate.invoiceLines.update({ id, ...changes });
}

/** Stores the sums of the document's lines; an invoice that is not corrective never owes below zero. */
async function storeTotals(tx: Transaction, kind: Kind, documentId: string, corrective = false) {
  const totals = documentTotals(await linesOf(tx, kind, documentId));
  if (kind === 'quote') await tx.mutate.quotes.update({ id: documentId, ...totals, updatedAt: Date.now() });
  else {
    if (!corrective && totals.total < 0) fail('invalid_input');
    await tx.mutate.invoices.update({ id: documentId, ...totals, updatedAt: Date.now() });
  }
}

/** The session as a first line: its type (or the description the screen sent) at its price. */
async function addSessionLine(
  tx: Transaction,
  kind: Kind,
  document: { id: string; accountId: string },
  sessionLine: { id: string; description?: string | undefined } | undefined,
  session: { type: string; price: number } | undefined,
  taxRateBp: number,
) {
  const description = sessionLine?.description?.trim() || session?.type.trim();
  if (!sessionLine || !session || !description) return;
  const line = lineRow({ quantity: 1, unitPrice: session.price, discountBp: 0, taxRateBp, taxExemption: '' });
  await insertLine(tx, kind, document.accountId, document.id, sessionLine.id, 0, { ...line, description });
  await storeTotals(tx, kind, document.id);
}

function lineMutators(kind: Kind) {
  return {
    addLine: defineGuardedMutator(addLineArgs, async ({ tx, ctx, args: { id, documentId, taxRateBp, ...fields } }) => {
      const document = await draftOf(tx, ctx, kind, documentId);
      const lines = await linesOf(tx, kind, documentId);
      const rate = taxRateBp ?? (await studioDefaults(tx, document.accountId)).invoicing.defaultTaxRateBp;
      const position = lines.reduce((last, line) => Math.max(last, line.position + 1), 0);
      await insertLine(tx, kind, document.accountId, documentId, id, position, {
        ...lineRow({ ...fields, taxRateBp: rate }),
        description: fields.description,
      });
      await storeTotals(tx, kind, documentId, 'kind' in document && document.kind === 'corrective');
    }),
    updateLine: defineGuardedMutator(updateLineArgs, async ({ tx, ctx, args: { id, ...changes } }) => {
      const before = await lineById(tx, kind, id);
      if (!before) fail('not_found');
      const document = await draftOf(tx, ctx, kind, before.documentId);
      const line = await lineById(tx, kind, id);
      if (!line) fail('not_found');
      const merged = { ...line, ...changes };
      await updateLine(tx, kind, id, { ...lineRow(merged), description: merged.description });
      await storeTotals(tx, kind, line.documentId, 'kind' in document && document.kind === 'corrective');
    }),
    removeLine: defineGuardedMutator(removeLineArgs, async ({ tx, ctx, args: { id } }) => {
      const line = await lineById(tx, kind, id);
      if (!line) fail('not_found');
      const document = await draftOf(tx, ctx, kind, line.documentId);
      if (kind === 'quote') await tx.mutate.quoteLines.delete({ id });
      else await tx.mutate.invoiceLines.delete({ id });
      await storeTotals(tx, kind, line.documentId, 'kind' in document && document.kind === 'corrective');
    }),
    /** The lines named come first, in that order; the others keep theirs after them. */
    reorderLines: defineGuardedMutator(reorderLinesArgs, async ({ tx, ctx, args: { documentId, lineIds } }) => {
      await draftOf(tx, ctx, kind, documentId);
      const lines = await linesOf(tx, kind, documentId);
      if (lineIds.some((id) => !lines.some((line) => line.id === id))) fail('not_found');
      const named = new Set(lineIds);
      const order = [...lineIds, ...lines.map((line) => line.id).filter((id) => !named.has(id))];
      for (const [position, id] of order.entries()) await updateLine(tx, kind, id, { position });
      if (kind === 'quote') await tx.mutate.quotes.update({ id: documentId, updatedAt: Date.now() });
      else await tx.mutate.invoices.update({ id: documentId, updatedAt: Date.now() });
    }),
  };
}

export const quoteMutators = {
  create: defineGuardedMutator(createQuoteArgs, async ({ tx, ctx, args: { sessionLine, ...args } }) => {
    assertMember(ctx, args.accountId, 'manager');
    const { session } = await checkReferences(tx, ctx, args.accountId, args);
    const { currency, invoicing } = await studioDefaults(tx, args.accountId);
    const now = Date.now();
    await tx.mutate.quotes.insert({
      ...args,
      authorId: ctx.userID,
      sessionId: args.sessionId ?? null,
      expiresAt: args.expiresAt ?? null,
      status: 'draft',
      currency,
      subtotal: 0,
      taxTotal: 0,
      total: 0,
      sentAt: null,
      answeredAt: null,
      invoiceId: null,
      createdAt: now,
      updatedAt: now,
    });
    await addSessionLine(tx, 'quote', args, sessionLine, session, invoicing.defaultTaxRateBp);
  }),
  update: defineGuardedMutator(updateQuoteArgs, async ({ tx, ctx, args: { id, ...changes } }) => {
    const quote = await draftQuote(tx, ctx, id);
    await checkReferences(tx, ctx, quote.accountId, changes);
    await tx.mutate.quotes.update({ id, ...changes, updatedAt: Date.now() });
  }),
  delete: defineGuardedMutator(documentIdArgs, async ({ tx, ctx, args: { id } }) => {
    await draftQuote(tx, ctx, id);
    for (const line of await linesOf(tx, 'quote', id)) await tx.mutate.quoteLines.delete({ id: line.id });
    await tx.mutate.quotes.delete({ id });
  }),
  ...lineMutators('quote'),
};

export const invoiceMutators = {
  create: defineGuardedMutator(createInvoiceArgs, async ({ tx, ctx, args: { sessionLine, ...args } }) => {
    assertMember(ctx, args.accountId, 'manager');
    const { customer, session } = await checkReferences(tx, ctx, args.accountId, args);
    const { currency, invoicing } = await studioDefaults(tx, args.accountId);
    const now = Date.now();
    await tx.mutate.invoices.insert({
      ...args,
      authorId: ctx.userID,
      sessionId: args.sessionId ?? null,
      quoteId: null,
      kind: 'invoice',
      correctsId: null,
      status: 'draft',
      series: '',
      year: null,
      number: null,
      numberText: null,
      issuedAt: null,
      dueAt: args.dueAt ?? null,
      currency,
      seller: {},
      customerName: customer?.name ?? '',
      customerEmail: customer?.email ?? '',
      correctionReason: '',
      subtotal: 0,
      taxTotal: 0,
      total: 0,
      allowSavedCard: args.allowSavedCard ?? invoicing.allowSavedCards,
      amountPaid: 0,
      amountRefunded: 0,
      paymentStatus: 'unpaid',
      disputed: false,
      cancelledAt: null,
      cancelReason: '',
      createdAt: now,
      updatedAt: now,
    });
    await addSessionLine(tx, 'invoice', args, sessionLine, session, invoicing.defaultTaxRateBp);
  }),
  update: defineGuardedMutator(updateInvoiceArgs, async ({ tx, ctx, args: { id, ...changes } }) => {
    const invoice = await draftInvoice(tx, ctx, id);
    const { customer } = await checkReferences(tx, ctx, invoice.accountId, changes);
    const named = customer ? { customerName: customer.name, customerEmail: customer.email } : {};
    await tx.mutate.invoices.update({ id, ...changes, ...named, updatedAt: Date.now() });
  }),
  delete: defineGuardedMutator(documentIdArgs, async ({ tx, ctx, args: { id } }) => {
    await draftInvoice(tx, ctx, id);
    for (const line of await linesOf(tx, 'invoice', id)) await tx.mutate.invoiceLines.delete({ id: line.id });
    for (const item of await tx.run(zql.invoiceInstalments.where('invoiceId', id))) {
      await tx.mutate.invoiceInstalments.delete({ id: item.id });
    }
    await tx.mutate.invoices.delete({ id });
  }),
  /** Replaces the draft's instalments: typed amounts, or a plan's (payment-plan.ts), summing to its total. */
  setInstalments: defineGuardedMutator(setInstalmentsArgs, async ({ tx, ctx, args }) => {
    const invoice = await draftInvoice(tx, ctx, args.id);
    let instalments: { id: string; amount: number; dueAt: number }[];
    if ('plan' in args) {
      const session = invoice.sessionId ? await tx.run(zql.sessions.where('id', invoice.sessionId).one()) : undefined;
      const planned = planInstalments(invoice.total, args.plan, { issuedAt: Date.now(), sessionDate: session?.date });
      if (planned.length > args.instalmentIds.length) fail('invalid_input');
      instalments = planned.map((item, i) => ({ ...item, id: args.instalmentIds[i]! }));
    } else instalments = args.instalments;
    if (!instalmentsMatch(invoice.total, instalments)) fail('instalments_mismatch');
    for (const item of await tx.run(zql.invoiceInstalments.where('invoiceId', invoice.id))) {
      await tx.mutate.invoiceInstalments.delete({ id: item.id });
    }
    for (const [position, item] of instalments.entries()) {
      await tx.mutate.invoiceInstalments.insert({
        ...item,
        accountId: invoice.accountId,
        invoiceId: invoice.id,
        position,
        amountPaid: 0,
      });
    }
    await tx.mutate.invoices.update({ id: invoice.id, updatedAt: Date.now() });
  }),
  ...lineMutators('invoice'),
};
