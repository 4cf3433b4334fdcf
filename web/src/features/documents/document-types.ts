// The synced rows the documents screens show, and where each document opens.
import type { Row } from '@rocicorp/zero';
import type { schema } from '@core/zero/schema';
import type { Customer } from '../bookings/customer';

type Tables = typeof schema.tables;
export type QuoteRow = Row<Tables['quotes']>;
export type InvoiceRow = Row<Tables['invoices']>;
export type DocumentLineRow = Row<Tables['quoteLines']> | Row<Tables['invoiceLines']>;
export type InstalmentRow = Row<Tables['invoiceInstalments']>;
export type WithCustomer<T> = T & { readonly customer?: Customer | undefined };

export type DocumentKind = 'quote' | 'invoice';

export const quotePath = (id: string) => `/app/quotes/${encodeURIComponent(id)}`;
export const invoicePath = (id: string) => `/app/invoices/${encodeURIComponent(id)}`;
export const invoiceEditPath = (id: string) => `${invoicePath(id)}/edit`;
/** The list, on the quotes tab or the invoices one. */
export const documentsPath = (kind: DocumentKind) => (kind === 'quote' ? '/app/invoices?tab=quotes' : '/app/invoices');
/** Settings → Invoicing, a route of its own (features/settings/settings-sections.ts, which no feature may import). */
export const INVOICING_SETTINGS_PATH = '/app/settings/invoicing';
