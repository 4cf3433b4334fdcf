// An invoice as a PDF (pdfkit), in its language and the studio's branding: the logo and primary
// colour, seller and buyer, the lines, the tax per rate and why a line carries none, the totals,
// the instalments, how to pay, and the Veri*Factu QR code and legend when the invoice has them.
// Drawn from a plain data object (load-invoice-document.ts builds it from the database), in the
// DejaVu fonts shipped with the functions, which have every letter of Spanish and Catalan.
import PDFDocument from 'pdfkit';
import type { DocumentLine, TaxSummaryRow } from '@core/domain/invoice-totals';
import QRCode from 'qrcode';
import { documentWords, type DocumentLanguage, type DocumentWords } from '../document-words';
import { pdfFont } from './pdf-fonts';

export type InvoiceParty = { name: string; taxId: string; address: string; email?: string };

export type InvoiceDocument = {
  language: DocumentLanguage;
  /** The studio's zone: dates are written on its clock. */
  timeZone: string;
  currency: string;
  kind: 'invoice' | 'corrective';
  status: 'draft' | 'issued' | 'cancelled';
  /** "2027-0001"; none for a draft. */
  numberText: string | null;
  issuedAt: number | null;
  /** What a corrective invoice corrects, and why. */
  corrects: { numberText: string; reason: string } | null;
  cancelled: { at: number; reason: string } | null;
  seller: InvoiceParty;
  buyer: InvoiceParty;
  lines: readonly DocumentLine[];
  /** One row per tax rate and exemption (taxSummary). */
  taxGroups: readonly TaxSummaryRow[];
  subtotal: number;
  taxTotal: number;
  total: number;
  amountPaid: number;
  instalments: readonly { amount: number; dueAt: number; amountPaid: number }[];
  paymentInstructions: string;
  notes: string;
  brand: { name: string; color: string; logo: Buffer | null };
  /** The Veri*Factu QR code's URL and legend; none outside Spain. */
  verifactu?: { qrUrl: string; legend: string } | null;
};

const PAGE = { width: 595.28, height: 841.89, margin: 50 };
const INNER = PAGE.width - 2 * PAGE.margin;
const GREY = '#6b7280';
const TEXT = '#111827';
// Columns of the lines' table, by their left edge and width.
const COLUMNS = {
  description: { x: PAGE.margin, width: 215 },
  quantity: { x: PAGE.margin + 220, width: 40 },
  unitPrice: { x: PAGE.margin + 265, width: 80 },
  taxRate: { x: PAGE.margin + 350, width: 55 },
  amount: { x: PAGE.margin + 410, width: INNER - 410 },
};

/** The invoice's PDF, as bytes. */
export async function renderInvoicePdf(invoice: InvoiceDocument): Promise<Buffer> {
  const words = documentWords(invoice.language, invoice.currency, invoice.timeZone);
  const qr = invoice.verifactu ? QRCode.create(invoice.verifactu.qrUrl, { errorCorrectionLevel: 'M' }) : null;
  const doc = new PDFDocument({
    size: 'A4',
    margin: PAGE.margin,
    font: pdfFont('regular'),
    bufferPages: true,
    lang: invoice.language,
    info: { Title: title(invoice, words), Author: invoice.seller.name || invoice.brand.name },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  header(doc, invoice, words);
  parties(doc, invoice, words);
  lines(doc, invoice, words);
  totals(doc, invoice, words);
  afterTotals(doc, invoice, words);
  if (qr && invoice.verifactu) verifactu(doc, qr, invoice.verifactu.legend);
  pageNumbers(doc, words);
  doc.end();
  return done;
}

const title = (invoice: InvoiceDocument, words: DocumentWords) =>
  `${words.t(invoice.kind === 'corrective' ? 'corrective' : 'invoice')} ${invoice.numberText ?? words.t('draft')}`;

const bold = (doc: PDFKit.PDFDocument) => doc.font(pdfFont('bold'));
const regular = (doc: PDFKit.PDFDocument) => doc.font(pdfFont('regular'));

function header(doc: PDFKit.PDFDocument, invoice: InvoiceDocument, words: DocumentWords) {
  const top = PAGE.margin;
  if (invoice.brand.logo) {
    try {
      doc.image(invoice.brand.logo, PAGE.margin, top, { fit: [160, 60] });
    } catch {
      // A logo pdfkit cannot read costs the invoice nothing: the studio's name stands instead.
      bold(doc).fontSize(16).fillColor(TEXT).text(invoice.brand.name, PAGE.margin, top, { width: 240 });
    }
  } else {
    bold(doc).fontSize(16).fillColor(TEXT).text(invoice.brand.name, PAGE.margin, top, { width: 240 });
  }
  const right = { x: PAGE.margin + INNER - 230, width: 230 };
  bold(doc)
    .fontSize(20)
    .fillColor(invoice.brand.color)
    .text(words.t(invoice.kind === 'corrective' ? 'corrective' : 'invoice'), right.x, top, {
      width: right.width,
      align: 'right',
    });
  regular(doc).fontSize(10).fillColor(TEXT);
  const facts: [string, string][] = [[words.t('number'), invoice.numberText ?? words.t('draft')]];
  if (invoice.issuedAt !== null) facts.push([words.t('issuedAt'), words.date(invoice.issuedAt)]);
  const lastDue = invoice.instalments.at(-1)?.dueAt;
  if (lastDue !== undefined) facts.push([words.t('dueAt'), words.date(lastDue)]);
  for (const [label, value] of facts) {
    doc.text(`${label}: ${value}`, right.x, doc.y + 2, { width: right.width, align: 'right' });
  }
  if (invoice.status === 'cancelled') {
    bold(doc)
      .fontSize(14)
      .fillColor('#b91c1c')
      .text(words.t('cancelled').toUpperCase(), right.x, doc.y + 4, { width: right.width, align: 'right' });
  }
  doc.y = Math.max(doc.y, top + 70) + 16;
  doc
    .moveTo(PAGE.margin, doc.y)
    .lineTo(PAGE.margin + INNER, doc.y)
    .lineWidth(2)
    .strokeColor(invoice.brand.color)
    .stroke();
  doc.y += 14;
}

function parties(doc: PDFKit.PDFDocument, invoice: InvoiceDocument, words: DocumentWords) {
  const top = doc.y;
  const width = INNER / 2 - 10;
  const block = (label: string, party: InvoiceParty, x: number) => {
    bold(doc).fontSize(9).fillColor(GREY).text(label.toUpperCase(), x, top, { width });
    bold(doc)
      .fontSize(11)
      .fillColor(TEXT)
      .text(party.name, x, doc.y + 2, { width });
    regular(doc).fontSize(10);
    if (party.taxId) doc.text(words.t('taxId', { id: party.taxId }), x, doc.y, { width });
    if (party.address) doc.text(party.address, x, doc.y, { width });
    if (party.email) doc.text(party.email, x, doc.y, { width });
    return doc.y;
  };
  const left = block(words.t('seller'), invoice.seller, PAGE.margin);
  const right = block(words.t('buyer'), invoice.buyer, PAGE.margin + INNER / 2 + 10);
  doc.y = Math.max(left, right) + 14;
  regular(doc).fontSize(10).fillColor(TEXT);
  if (invoice.corrects) {
    bold(doc).text(
      words.t('corrects', { number: invoice.corrects.numberText, reason: invoice.corrects.reason }),
      PAGE.margin,
      doc.y,
      { width: INNER },
    );
    doc.y += 8;
  }
  if (invoice.cancelled) {
    bold(doc)
      .fillColor('#b91c1c')
      .text(
        words.t('cancelledOn', { date: words.date(invoice.cancelled.at), reason: invoice.cancelled.reason }),
        PAGE.margin,
        doc.y,
        { width: INNER },
      );
    doc.fillColor(TEXT);
    doc.y += 8;
  }
}

function tableHeader(doc: PDFKit.PDFDocument, invoice: InvoiceDocument, words: DocumentWords) {
  const y = doc.y;
  doc.rect(PAGE.margin, y - 4, INNER, 20).fill(invoice.brand.color);
  bold(doc).fontSize(9).fillColor('#ffffff');
  const cell = (column: keyof typeof COLUMNS, text: string, align: 'left' | 'right') =>
    doc.text(text, COLUMNS[column].x + 4, y + 1, { width: COLUMNS[column].width - 8, align, lineBreak: false });
  cell('description', words.t('description'), 'left');
  cell('quantity', words.t('quantity'), 'right');
  cell('unitPrice', words.t('unitPrice'), 'right');
  cell('taxRate', words.t('taxRate'), 'right');
  cell('amount', words.t('amount'), 'right');
  doc.y = y + 22;
  regular(doc).fontSize(9).fillColor(TEXT);
}

function lines(doc: PDFKit.PDFDocument, invoice: InvoiceDocument, words: DocumentWords) {
  tableHeader(doc, invoice, words);
  for (const line of invoice.lines) {
    const description =
      line.discountBp > 0
        ? `${line.description}\n${words.t('discount')}: ${words.rate(line.discountBp)}`
        : line.description;
    const height = doc.heightOfString(description, { width: COLUMNS.description.width - 8 });
    if (doc.y + height > PAGE.height - PAGE.margin - 40) {
      doc.addPage();
      tableHeader(doc, invoice, words);
    }
    const y = doc.y;
    const cell = (column: keyof typeof COLUMNS, text: string) =>
      doc.text(text, COLUMNS[column].x + 4, y, { width: COLUMNS[column].width - 8, align: 'right', lineBreak: false });
    doc.text(description, COLUMNS.description.x + 4, y, { width: COLUMNS.description.width - 8 });
    const bottom = doc.y;
    cell('quantity', String(line.quantity));
    cell('unitPrice', words.money(line.unitPrice));
    cell('taxRate', line.taxExemption ? '—' : words.rate(line.taxRateBp));
    cell('amount', words.money(line.net));
    doc.y = Math.max(bottom, y + 12) + 4;
    doc
      .moveTo(PAGE.margin, doc.y - 2)
      .lineTo(PAGE.margin + INNER, doc.y - 2)
      .lineWidth(0.5)
      .strokeColor('#e5e7eb')
      .stroke();
  }
  doc.y += 8;
}

function totals(doc: PDFKit.PDFDocument, invoice: InvoiceDocument, words: DocumentWords) {
  const rows: { label: string; value: string; strong?: boolean }[] = [
    { label: words.t('subtotal'), value: words.money(invoice.subtotal) },
  ];
  for (const group of invoice.taxGroups) {
    rows.push({
      label: group.taxExemption
        ? `${words.exemption(group.taxExemption)} (${words.t('base')} ${words.money(group.base)})`
        : `${words.t('tax', { rate: words.rate(group.taxRateBp) })} (${words.t('base')} ${words.money(group.base)})`,
      value: words.money(group.tax),
    });
  }
  rows.push({ label: words.t('total'), value: words.money(invoice.total), strong: true });
  if (invoice.amountPaid > 0) {
    rows.push({ label: words.t('paid'), value: words.money(invoice.amountPaid) });
    rows.push({ label: words.t('balance'), value: words.money(invoice.total - invoice.amountPaid), strong: true });
  }
  const labelX = PAGE.margin + INNER - 330;
  if (doc.y + rows.length * 16 > PAGE.height - PAGE.margin - 20) doc.addPage();
  for (const row of rows) {
    const y = doc.y;
    (row.strong ? bold(doc).fontSize(11) : regular(doc).fontSize(9)).fillColor(TEXT);
    doc.text(row.label, labelX, y, { width: 240, align: 'right' });
    const bottom = doc.y;
    doc.text(row.value, labelX + 245, y, { width: 85, align: 'right', lineBreak: false });
    doc.y = bottom + 4;
  }
  doc.y += 10;
}

function section(doc: PDFKit.PDFDocument, label: string, body: string) {
  if (doc.y + 40 > PAGE.height - PAGE.margin) doc.addPage();
  bold(doc).fontSize(10).fillColor(TEXT).text(label, PAGE.margin, doc.y, { width: INNER });
  regular(doc)
    .fontSize(9)
    .text(body, PAGE.margin, doc.y + 2, { width: INNER });
  doc.y += 10;
}

function afterTotals(doc: PDFKit.PDFDocument, invoice: InvoiceDocument, words: DocumentWords) {
  if (invoice.instalments.length > 1) {
    const schedule = invoice.instalments
      .map((instalment) =>
        words.t(instalment.amountPaid >= instalment.amount ? 'instalmentPaid' : 'instalment', {
          amount: words.money(instalment.amount),
          date: words.date(instalment.dueAt),
        }),
      )
      .join('\n');
    section(doc, words.t('instalments'), schedule);
  }
  if (invoice.paymentInstructions.trim()) section(doc, words.t('paymentInstructions'), invoice.paymentInstructions);
  if (invoice.notes.trim()) section(doc, words.t('notes'), invoice.notes);
}

function verifactu(doc: PDFKit.PDFDocument, qr: QRCode.QRCode, legend: string) {
  // Drawn as squares, not an image: sharp at any zoom, and no PNG to encode.
  const size = 90;
  if (doc.y + size + 30 > PAGE.height - PAGE.margin) doc.addPage();
  const count = qr.modules.size;
  const cell = size / count;
  const x0 = PAGE.margin;
  const y0 = doc.y;
  doc.fillColor('#000000');
  for (let row = 0; row < count; row++) {
    for (let column = 0; column < count; column++) {
      if (qr.modules.get(row, column)) doc.rect(x0 + column * cell, y0 + row * cell, cell, cell);
    }
  }
  doc.fill();
  regular(doc)
    .fontSize(9)
    .fillColor(TEXT)
    .text(legend, x0 + size + 12, y0 + size / 2 - 10, { width: INNER - size - 12 });
  doc.y = y0 + size + 10;
}

function pageNumbers(doc: PDFKit.PDFDocument, words: DocumentWords) {
  const { start, count } = doc.bufferedPageRange();
  for (let index = start; index < start + count; index++) {
    doc.switchToPage(index);
    // Below the bottom margin: lift it so the footer does not start a new page.
    const bottom = doc.page.margins.bottom;
    doc.page.margins.bottom = 0;
    regular(doc)
      .fontSize(8)
      .fillColor(GREY)
      .text(
        words.t('page', { page: String(index + 1), pages: String(count) }),
        PAGE.margin,
        PAGE.height - PAGE.margin / 2 - 8,
        {
          width: INNER,
          align: 'center',
          lineBreak: false,
        },
      );
    doc.page.margins.bottom = bottom;
  }
}
