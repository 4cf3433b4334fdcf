// What an invoice's PDF shows, read from the database: the document as issued (seller and buyer
// as copied onto it), its lines, tax per rate, instalments, and the studio's branding and
// payment instructions as they are now, and the Veri*Factu mark of a Spanish studio's invoice.
import type postgres from 'postgres';
import { taxSummary, type DocumentLine } from '@core/domain/invoice-totals';
import { readInvoicingSettings } from '@core/domain/invoicing-settings';
import { siteTheme } from '@core/domain/site-theme';
import { brandIconKey, uploadedLogoKey } from '../../storage/brand-keys';
import { readStoredFile } from '../../storage/stored-files';
import { invoiceVerifactuMark } from '../../verifactu/invoice-mark';
import type { DocumentLanguage } from '../document-words';
import type { InvoiceDocument } from './invoice-pdf';

type Sql = postgres.Sql | postgres.TransactionSql;

type InvoiceRow = {
  id: string;
  accountId: string;
  kind: 'invoice' | 'corrective';
  status: 'draft' | 'issued' | 'cancelled';
  numberText: string | null;
  issuedAt: number | null;
  language: DocumentLanguage;
  currency: string;
  seller: { legalName?: unknown; taxId?: unknown; address?: unknown };
  customerName: string;
  customerEmail: string;
  customerTaxId: string;
  customerAddress: string;
  notes: string;
  correctionReason: string;
  correctsNumber: string | null;
  subtotal: number;
  taxTotal: number;
  total: number;
  amountPaid: number;
  cancelledAt: number | null;
  cancelReason: string;
  studio: string;
  studioSettings: Record<string, unknown>;
  invoicing: unknown;
};

const text = (value: unknown): string => (typeof value === 'string' ? value : '');
// Logos bigger than this are not drawn: an upload is far smaller (core/domain/brand-files.ts).
const MAX_LOGO_BYTES = 5 * 1024 * 1024;

/** The invoice `invoiceId` of studio `accountId` as its PDF shows it; undefined when there is none. */
export async function loadInvoiceDocument(
  sql: Sql,
  accountId: string,
  invoiceId: string,
): Promise<InvoiceDocument | undefined> {
  const [invoice] = await sql<InvoiceRow[]>`
    select i.id, i.account_id as "accountId", i.kind, i.status, i.number_text as "numberText",
      i.issued_at::float8 as "issuedAt", i.language, i.currency, i.seller,
      i.customer_name as "customerName", i.customer_email as "customerEmail", i.customer_tax_id as "customerTaxId",
      i.customer_address as "customerAddress", i.notes, i.correction_reason as "correctionReason",
      c.number_text as "correctsNumber", i.subtotal::float8 as subtotal, i.tax_total::float8 as "taxTotal",
      i.total::float8 as total, i.amount_paid::float8 as "amountPaid", i.cancelled_at::float8 as "cancelledAt",
      i.cancel_reason as "cancelReason", a.name as studio, a.settings as "studioSettings",
      (select s.value from account_settings s where s.account_id = a.id and s.key = 'invoicing') as invoicing
    from invoices i
      join accounts a on a.id = i.account_id
      left join invoices c on c.account_id = i.account_id and c.id = i.corrects_id
    where i.account_id = ${accountId} and i.id = ${invoiceId}`;
  if (!invoice) return undefined;
  const [lines, instalments] = await Promise.all([
    sql<DocumentLine[]>`
      select description, quantity, unit_price::float8 as "unitPrice", discount_bp as "discountBp",
        tax_rate_bp as "taxRateBp", tax_exemption as "taxExemption", net::float8 as net, tax::float8 as tax
      from invoice_lines where account_id = ${accountId} and invoice_id = ${invoiceId}
      order by position, id`,
    sql<{ amount: number; dueAt: number; amountPaid: number }[]>`
      select amount::float8 as amount, due_at::float8 as "dueAt", amount_paid::float8 as "amountPaid"
      from invoice_instalments where account_id = ${accountId} and invoice_id = ${invoiceId}
      order by position, due_at`,
  ]);
  const theme = siteTheme(invoice.studioSettings);
  const profile = readInvoicingSettings(invoice.invoicing);
  // Issuing copies the seller onto the invoice; a draft shows the studio's profile as it is now.
  const seller = invoice.status === 'draft' ? profile : invoice.seller;
  const timeZone = text(invoice.studioSettings.timeZone) || 'UTC';
  return {
    language: invoice.language,
    timeZone,
    currency: invoice.currency,
    kind: invoice.kind,
    status: invoice.status,
    numberText: invoice.numberText,
    issuedAt: invoice.issuedAt,
    corrects:
      invoice.kind === 'corrective' && invoice.correctsNumber
        ? { numberText: invoice.correctsNumber, reason: invoice.correctionReason }
        : null,
    cancelled:
      invoice.status === 'cancelled' && invoice.cancelledAt !== null
        ? { at: invoice.cancelledAt, reason: invoice.cancelReason }
        : null,
    seller: {
      name: text(seller.legalName) || invoice.studio,
      taxId: text(seller.taxId),
      address: text(seller.address),
    },
    buyer: {
      name: invoice.customerName,
      taxId: invoice.customerTaxId,
      address: invoice.customerAddress,
      email: invoice.customerEmail,
    },
    lines,
    taxGroups: taxSummary(lines),
    subtotal: invoice.subtotal,
    taxTotal: invoice.taxTotal,
    total: invoice.total,
    amountPaid: invoice.amountPaid,
    instalments,
    paymentInstructions: profile.paymentInstructions,
    notes: invoice.notes,
    brand: { name: invoice.studio, color: theme.primaryColor, logo: await logoBytes(accountId, theme.logoUrl) },
    verifactu: await invoiceVerifactuMark(sql, invoiceId),
  };
}

const isPngOrJpeg = (bytes: Buffer) =>
  (bytes[0] === 0x89 && bytes[1] === 0x50 && bytes[2] === 0x4e && bytes[3] === 0x47) ||
  (bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff);

/**
 * The studio's uploaded logo as pdfkit can draw it (PNG or JPEG). A logo kept as WebP (a large
 * transparent one) is drawn from its square PNG icon instead; none when there is neither.
 */
async function logoBytes(accountId: string, logoUrl: string): Promise<Buffer | null> {
  const key = uploadedLogoKey(accountId, logoUrl);
  if (!key) return null;
  for (const candidate of [key, brandIconKey(key, 180)]) {
    const file = await readStoredFile(candidate, MAX_LOGO_BYTES);
    if (file?.bytes && isPngOrJpeg(file.bytes)) return file.bytes;
  }
  return null;
}
