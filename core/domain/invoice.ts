// Quotes and invoices as the back office edits them: their states, the fields of a draft and of
// a line, and what the mutators and handlers take. What an issued invoice may never change is
// kept by the database (docs/decisions/invoices-that-never-change.md).
import { z } from 'zod';
import { entityId } from './ids';
import { lineAmounts, taxExemptions, type LineInput } from './invoice-totals';
import { MAX_AMOUNT } from './money';
import { partialUpdate } from './partial-update';
import { paymentPlan } from './payment-plan';
import { bookingLanguages } from './public-booking';
import { instant } from './instant';

/** The client's language: the public page, the mails and the PDF are in it. */
export const documentLanguages = bookingLanguages;
export type DocumentLanguage = (typeof documentLanguages)[number];

/** Days an issued invoice is due in when the draft did not say. */
export const DEFAULT_DUE_DAYS = 14;

const text = (max: number) => z.string().trim().max(max, 'tooLong');
const basisPoints = z.number().int('invalid').min(0, 'invalid').max(10_000, 'invalid');

/** What a person types on a line; net and tax follow from it on the server. */
export const lineFields = z.object({
  description: z.string().trim().min(1, 'required').max(500, 'tooLong'),
  quantity: z
    .number()
    .int('invalid')
    .min(-100_000, 'invalid')
    .max(100_000, 'invalid')
    .refine((q) => q !== 0, 'invalid'),
  unitPrice: z.number().int('invalid').min(-MAX_AMOUNT, 'amountTooLarge').max(MAX_AMOUNT, 'amountTooLarge'),
  discountBp: basisPoints.default(0),
  taxRateBp: basisPoints.optional(),
  taxExemption: z.enum(['', ...taxExemptions]).default(''),
});
export type LineFields = z.output<typeof lineFields>;

/** A line's stored columns: an exempt line has no rate, and net and tax are computed once. */
export function lineRow({ quantity, unitPrice, discountBp, taxRateBp, taxExemption }: LineInput): LineInput & {
  net: number;
  tax: number;
} {
  const line = { quantity, unitPrice, discountBp, taxRateBp: taxExemption === '' ? taxRateBp : 0, taxExemption };
  return { ...line, ...lineAmounts(line) };
}

const draftReferences = {
  customerId: entityId,
  sessionId: z.nullable(entityId).optional(),
  language: z.enum(documentLanguages).default('en'),
  customerTaxId: text(50).default(''),
  customerAddress: text(500).default(''),
  notes: text(5000).default(''),
};

export const quoteFields = z.object({
  ...draftReferences,
  title: text(200).default(''),
  expiresAt: z.nullable(instant).optional(),
  plan: paymentPlan.default([]),
});
export const invoiceFields = z.object({
  ...draftReferences,
  dueAt: z.nullable(instant).optional(),
  /** Unset: as the studio's invoicing profile says. */
  allowSavedCard: z.boolean().optional(),
});

const newDocument = {
  id: entityId,
  accountId: entityId,
  /** A first line from the session: its type (or this description) at its price. */
  sessionLine: z.object({ id: entityId, description: text(500).optional() }).optional(),
};
export const createQuoteArgs = quoteFields.extend(newDocument);
export const createInvoiceArgs = invoiceFields.extend(newDocument);
export const updateQuoteArgs = partialUpdate(quoteFields).extend({ id: entityId });
export const updateInvoiceArgs = partialUpdate(invoiceFields).extend({ id: entityId });
export const documentIdArgs = z.object({ id: entityId });

/** Lines are addressed by their document, so one set of mutators serves quotes and invoices. */
export const addLineArgs = lineFields.extend({ id: entityId, documentId: entityId });
export const updateLineArgs = partialUpdate(lineFields).extend({ id: entityId });
export const removeLineArgs = z.object({ id: entityId });
export const reorderLinesArgs = z.object({ documentId: entityId, lineIds: z.array(entityId).max(500, 'tooLong') });

const instalment = z.object({
  id: entityId,
  amount: z.number().int('invalid').min(1, 'amountPositive').max(MAX_AMOUNT, 'amountTooLarge'),
  dueAt: instant,
});
/** Either the instalments themselves, or a plan the server turns into them (payment-plan.ts). */
export const setInstalmentsArgs = z.union([
  z.object({ id: entityId, instalments: z.array(instalment).max(24, 'tooLong') }),
  z.object({ id: entityId, plan: paymentPlan, instalmentIds: z.array(entityId).max(24, 'tooLong') }),
]);
