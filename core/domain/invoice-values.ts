// The states of quotes and invoices, apart from invoice.ts and its schemas: the synced queries
// and the lists filter by them on screens that edit no document.
export const quoteStatuses = ['draft', 'sent', 'accepted', 'declined'] as const;
export type QuoteStatus = (typeof quoteStatuses)[number];
/** How a quote reads now: a sent one past its expiry can no longer be answered. */
export type QuoteShownStatus = QuoteStatus | 'expired';

export function quoteShownStatus(
  quote: { status: QuoteStatus; expiresAt: number | null | undefined },
  now: number,
): QuoteShownStatus {
  return quote.status === 'sent' && quote.expiresAt != null && quote.expiresAt < now ? 'expired' : quote.status;
}
export const invoiceStatuses = ['draft', 'issued', 'cancelled'] as const;
export type InvoiceStatus = (typeof invoiceStatuses)[number];
export type InvoiceKind = 'invoice' | 'corrective';
export type InvoicePaymentStatus = 'unpaid' | 'processing' | 'partial' | 'paid' | 'refunded';
