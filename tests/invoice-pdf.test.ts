// The invoice PDF (functions/lib/invoicing/pdf/invoice-pdf.ts) read back: what a client and a tax
// inspector look for on it, in the invoice's language. No services: a unit test.
import { describe, expect, it } from 'vitest';
import { pdfPageCount, pdfText } from './support/pdf-text';
import { issuedAt, sampleInvoice } from './support/sample-invoice';
import { renderInvoicePdf } from '../functions/lib/invoicing/pdf/invoice-pdf';

const DAY = 86_400_000;

describe('an invoice’s PDF', () => {
  it('writes the number, the parties, the tax per rate, the total and how to pay, in the invoice’s language', async () => {
    const text = pdfText(await renderInvoicePdf(sampleInvoice(2)));
    for (const words of [
      'Factura',
      '2027-0001',
      'Estudi Llum SL',
      'NIF: B12345678',
      'Núria Puig',
      'Sesión de fotos 2 – retoque',
      'IVA 21',
      '242,00',
      'Calendario de pagos',
      'ES91 2100 0418 4502 0005 1332',
    ]) {
      expect(text, words).toContain(words);
    }
  });

  it('says what a corrective invoice corrects and why, that one is cancelled, and why a line has no tax', async () => {
    const text = pdfText(
      await renderInvoicePdf(
        sampleInvoice(1, {
          language: 'en',
          kind: 'corrective',
          numberText: 'R2027-0001',
          corrects: { numberText: '2027-0001', reason: 'Wrong address' },
          status: 'cancelled',
          cancelled: { at: issuedAt + DAY, reason: 'Issued twice' },
          taxGroups: [{ taxRateBp: 0, taxExemption: 'reverse_charge', base: 10000, tax: 0 }],
        }),
      ),
    );
    expect(text).toContain('Corrective invoice of 2027-0001: Wrong address');
    expect(text).toContain('CANCELLED');
    expect(text).toContain('Issued twice');
    expect(text).toContain('Reverse charge');
  });

  it('prints the Veri*Factu legend beside its QR code only when given, and runs onto more pages', async () => {
    const legend = 'Factura verificable en la sede electrónica de la AEAT';
    const withQr = pdfText(
      await renderInvoicePdf(sampleInvoice(1, { verifactu: { qrUrl: 'https://example.com/qr?nif=B1', legend } })),
    );
    expect(withQr).toContain(legend);
    expect(pdfText(await renderInvoicePdf(sampleInvoice(1)))).not.toContain(legend);
    const long = await renderInvoicePdf(sampleInvoice(40));
    expect(pdfPageCount(long)).toBeGreaterThan(1);
    expect(pdfText(long)).toContain('Página 2 de');
  });
});
