// A quote or an invoice as its client reads it by its link: what the public API answers and the
// pages the server draws show (functions/lib/invoicing/client-documents.ts reads them).
import type { Currency } from './currency';
import type { DocumentLine, TaxSummaryRow } from './invoice-totals';
import type { Instalment } from './payment-plan';

export type DocumentLanguage = 'en' | 'es' | 'ca';

/** Who sells or buys, as the document names them. */
export type DocumentParty = { name: string; taxId: string; address: string };

/** How the document's amounts and dates are written: its currency as the studio writes it, on the studio's clock. */
export type DocumentFormat = { money: Currency; timeZone: string };

type DocumentBody = DocumentFormat & {
  language: DocumentLanguage;
  currency: string;
  seller: DocumentParty;
  customerName: string;
  customerTaxId: string;
  customerAddress: string;
  notes: string;
  lines: DocumentLine[];
  /** One row per tax rate and exemption (taxSummary). */
  taxes: TaxSummaryRow[];
  subtotal: number;
  taxTotal: number;
  total: number;
};

export type ClientQuote = DocumentBody & {
  status: 'sent' | 'accepted' | 'declined';
  title: string;
  expiresAt: number | null;
  /** Past its expiry date: it can no longer be accepted. */
  expired: boolean;
  plan: unknown;
  sentAt: number | null;
  answeredAt: number | null;
  /** What accepting now would ask for, and when. */
  instalments: Instalment[];
};

export type ClientInstalment = { id: string; amount: number; dueAt: number; amountPaid: number };

export type ClientInvoice = DocumentBody & {
  kind: 'invoice' | 'corrective';
  status: 'issued' | 'cancelled';
  number: string | null;
  issuedAt: number | null;
  dueAt: number | null;
  /** The number of the invoice a corrective one corrects, and why. */
  correctsNumber: string | null;
  correctionReason: string;
  amountPaid: number;
  amountRefunded: number;
  paymentStatus: 'unpaid' | 'processing' | 'partial' | 'paid' | 'refunded';
  allowSavedCard: boolean;
  cancelledAt: number | null;
  instalments: ClientInstalment[];
  /** How to pay other than by card (the studio's invoicing settings). */
  paymentInstructions: string;
  /** Whether the studio takes card payments now (its Stripe account is connected and may charge). */
  cardPayments: boolean;
  /** The Veri*Factu QR code's address and legend of a Spanish studio's invoice; none elsewhere. */
  verifactu: { qrUrl: string; legend: string } | null;
};
