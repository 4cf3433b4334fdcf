// An invoice's PDF input, as load-invoice-document.ts builds it: for the PDF's test and benchmark.
import type { InvoiceDocument } from '../../functions/lib/invoicing/pdf/invoice-pdf';

const DAY = 86_400_000;
export const issuedAt = Date.UTC(2027, 0, 15, 10);

/** An issued invoice in Spanish of `lineCount` lines at 21 %, paid in two instalments. */
export function sampleInvoice(lineCount: number, changes: Partial<InvoiceDocument> = {}): InvoiceDocument {
  const lines = Array.from({ length: lineCount }, (_, index) => ({
    description: `Sesión de fotos ${index + 1} – retoque`,
    quantity: 1,
    unitPrice: 10000,
    discountBp: 0,
    taxRateBp: 2100,
    taxExemption: '' as const,
    net: 10000,
    tax: 2100,
  }));
  return {
    language: 'es',
    timeZone: 'Europe/Madrid',
    currency: 'EUR',
    kind: 'invoice',
    status: 'issued',
    numberText: '2027-0001',
    issuedAt,
    corrects: null,
    cancelled: null,
    seller: { name: 'Estudi Llum SL', taxId: 'B12345678', address: 'Carrer Major 1, 08001 Barcelona' },
    buyer: { name: 'Núria Puig', taxId: '12345678Z', address: 'Calle Sol 2, Madrid', email: 'nuria@example.com' },
    lines,
    taxGroups: [{ taxRateBp: 2100, taxExemption: '', base: 10000 * lineCount, tax: 2100 * lineCount }],
    subtotal: 10000 * lineCount,
    taxTotal: 2100 * lineCount,
    total: 12100 * lineCount,
    amountPaid: 0,
    instalments: [
      { amount: 6050 * lineCount, dueAt: issuedAt + 7 * DAY, amountPaid: 0 },
      { amount: 6050 * lineCount, dueAt: issuedAt + 37 * DAY, amountPaid: 0 },
    ],
    paymentInstructions: 'Transferencia a ES91 2100 0418 4502 0005 1332',
    notes: '',
    brand: { name: 'Estudi Llum', color: '#7c3aed', logo: null },
    verifactu: null,
    ...changes,
  };
}
