// Drawing an invoice's PDF (functions/lib/invoicing/pdf/invoice-pdf.ts): what the invoice mail,
// the studio's download and the client's download wait for. A 20-line invoice in Spanish with
// two instalments and the Veri*Factu QR code, drawn as the handlers draw it, fonts included.
// Budget: 300 ms at p50.
import { renderInvoicePdf } from '../../functions/lib/invoicing/pdf/invoice-pdf';
import { sampleInvoice } from '../support/sample-invoice';
import { percentile, type Benchmark } from './bench';

const RUNS = 30;

const benchmark: Benchmark = {
  name: 'Invoice PDF: a 20-line invoice drawn with its fonts and QR code',
  async run() {
    const invoice = sampleInvoice(20, {
      verifactu: {
        qrUrl:
          'https://prewww2.aeat.es/wlpl/TIKE-CONT/ValidarQR?nif=B12345678&numserie=2027-0001&fecha=15-01-2027&importe=2420.00',
        legend: 'Factura verificable en la sede electrónica de la AEAT',
      },
    });
    await renderInvoicePdf(invoice);
    const samples: number[] = [];
    let bytes = 0;
    for (let run = 0; run < RUNS; run++) {
      const started = performance.now();
      bytes = (await renderInvoicePdf(invoice)).length;
      samples.push(performance.now() - started);
    }
    return [
      { name: 'a 20-line invoice, p50', value: percentile(samples, 50), unit: 'ms', budget: 300 },
      { name: 'a 20-line invoice, p95', value: percentile(samples, 95), unit: 'ms' },
      { name: 'its size', value: bytes, unit: 'bytes' },
    ];
  },
};

export default benchmark;
