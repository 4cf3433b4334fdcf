// A Stripe invoice as the studio's list keeps it (billing_invoices): whole minor units, the
// currency in capitals, instants in milliseconds.
import type Stripe from 'stripe';

export const invoiceStatuses = ['draft', 'open', 'paid', 'uncollectible', 'void'] as const;
export type InvoiceStatus = (typeof invoiceStatuses)[number];

export type InvoiceRow = {
  id: string;
  number: string | null;
  status: InvoiceStatus;
  currency: string;
  total: number;
  periodStart: number;
  periodEnd: number;
  pdfUrl: string | null;
};

const isInvoiceStatus = (status: string | null): status is InvoiceStatus =>
  (invoiceStatuses as readonly (string | null)[]).includes(status);

/** The row of `invoice`; an invoice of no status the list knows is read as a draft. */
export function invoiceRow(invoice: Stripe.Invoice): InvoiceRow {
  return {
    id: invoice.id,
    number: invoice.number,
    status: isInvoiceStatus(invoice.status) ? invoice.status : 'draft',
    currency: invoice.currency.toUpperCase(),
    // A credit can take a total below zero; the studio owes nothing then.
    total: Math.max(0, invoice.total),
    periodStart: invoice.period_start * 1000,
    periodEnd: invoice.period_end * 1000,
    pdfUrl: invoice.invoice_pdf ?? null,
  };
}
