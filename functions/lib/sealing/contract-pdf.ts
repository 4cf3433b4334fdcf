// A contract as a PDF (pdfkit), in its language: the studio at the top, the title and version,
// the text drawn from the same blocks the signing page shows, what the client filled in, each
// signature (a drawn one as its image, a typed one in an italic serif: no script face is
// bundled), then, once anyone signed, an audit page: who signed, when, from where, and the hashes.
// The audit page cannot hold the file's own hash (writing it in would change it): it gives the
// hash of the contract's pages as rendered without it, and the sealed file's hash is recorded in
// the registry instead (sealed-documents.ts; docs/decisions/sealed-contracts.md).
import { createHash } from 'node:crypto';
import PDFDocument from 'pdfkit';
import type { Block, Inline } from '@core/domain/contract-text';
import type { DocumentLanguage } from '../invoicing/document-words';
import { pdfFont } from '../invoicing/pdf/pdf-fonts';
import { contractWords, type ContractWords } from './contract-words';

export type ContractSignatureRecord = {
  party: 'client' | 'studio';
  name: string;
  email?: string | null;
  kind: 'drawn' | 'typed';
  /** A PNG data URL for a drawn signature, the words typed for a typed one. */
  value: string;
  signedAt: number;
  ip: string;
  userAgent: string;
  /** The hash of the document the signer was shown and signed. */
  documentSha256: string;
};

export type ContractPdfInput = {
  accountId: string;
  contractId: string;
  version: number;
  title: string;
  language: DocumentLanguage;
  blocks: readonly Block[];
  fields: readonly { label: string; value: string }[];
  studio: { name: string; legalName?: string | null; taxId?: string | null; address?: string | null };
  signatures: readonly ContractSignatureRecord[];
  /** The hash of the contract's text as sent (contracts.document_sha256); none for a draft. */
  documentSha256: string | null;
  /** The studio's zone, for the audit page's local times; UTC without one. */
  timeZone?: string;
};

const PAGE = { width: 595.28, height: 841.89, margin: 56 };
const INNER = PAGE.width - 2 * PAGE.margin;
const GREY = '#6b7280';
const TEXT = '#111827';
const PNG_DATA_URL = /^data:image\/png;base64,([A-Za-z0-9+/]+=*)$/;

type Doc = PDFKit.PDFDocument;
const face = (doc: Doc, name: Parameters<typeof pdfFont>[0]) => doc.font(pdfFont(name));

/** The contract's PDF, as bytes: the same input gives the same bytes. */
export async function renderContractPdf(input: ContractPdfInput): Promise<Buffer> {
  const words = contractWords(input.language, input.timeZone);
  if (input.signatures.length === 0) return render(input, words, null);
  const pages = await contractPagesPdf(input);
  return render(input, words, createHash('sha256').update(pages).digest('hex'));
}

/** The contract's pages alone, without the audit page: what the audit page's pages hash is of. */
export const contractPagesPdf = (input: ContractPdfInput): Promise<Buffer> =>
  render(input, contractWords(input.language, input.timeZone), null);

/** Draws the contract; with the pages' hash, the audit page after them. */
function render(input: ContractPdfInput, words: ContractWords, pagesSha256: string | null): Promise<Buffer> {
  // The time of the last signature, not the clock, so the pages render alike both times.
  const stamp = Math.max(0, ...input.signatures.map((signature) => signature.signedAt));
  const doc = new PDFDocument({
    size: 'A4',
    margin: PAGE.margin,
    font: pdfFont('regular'),
    bufferPages: true,
    lang: input.language,
    info: {
      Title: `${input.title} (${words.t('version', { version: input.version })})`,
      Author: input.studio.legalName || input.studio.name,
      // Makes every contract's file its own, whatever two contracts say: the registry's key is its hash.
      Subject: `${words.t('contract')} ${input.contractId}`,
      CreationDate: new Date(stamp),
    },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  header(doc, input, words);
  for (const block of input.blocks) drawBlock(doc, block);
  clientFields(doc, input, words);
  signatures(doc, input, words);
  pageNumbers(doc, words);
  if (pagesSha256) audit(doc, input, words, pagesSha256);
  doc.end();
  return done;
}

function ensureRoom(doc: Doc, height: number) {
  if (doc.y + height > PAGE.height - PAGE.margin) doc.addPage();
}

function header(doc: Doc, input: ContractPdfInput, words: ContractWords) {
  const top = PAGE.margin;
  const left = INNER * 0.6;
  face(doc, 'bold').fontSize(15).fillColor(TEXT).text(input.studio.name, PAGE.margin, top, { width: left });
  face(doc, 'regular').fontSize(9).fillColor(GREY);
  const { legalName, taxId, address } = input.studio;
  if (legalName && legalName !== input.studio.name) doc.text(legalName, { width: left });
  if (taxId) doc.text(words.t('taxId', { id: taxId }), { width: left });
  if (address) doc.text(address, { width: left });
  const bottom = doc.y;
  const right = { x: PAGE.margin + left, width: INNER - left };
  face(doc, 'bold')
    .fontSize(12)
    .fillColor(TEXT)
    .text(words.t('contract'), right.x, top, { width: right.width, align: 'right' });
  face(doc, 'regular')
    .fontSize(9)
    .fillColor(GREY)
    .text(words.t('version', { version: input.version }), right.x, doc.y, { width: right.width, align: 'right' });
  doc.y = Math.max(bottom, doc.y) + 14;
  doc
    .moveTo(PAGE.margin, doc.y)
    .lineTo(PAGE.margin + INNER, doc.y)
    .lineWidth(1)
    .strokeColor('#d1d5db')
    .stroke();
  doc.y += 16;
  face(doc, 'bold').fontSize(18).fillColor(TEXT).text(input.title, PAGE.margin, doc.y, { width: INNER });
  doc.y += 10;
}

/** One paragraph of styled runs, from `x`, in `width`. */
function runs(doc: Doc, inlines: readonly Inline[], x: number, width: number, size: number) {
  doc.fontSize(size).fillColor(TEXT);
  inlines.forEach((run, index) => {
    face(doc, run.bold && run.italic ? 'boldItalic' : run.bold ? 'bold' : run.italic ? 'italic' : 'regular');
    const options = { width, continued: index < inlines.length - 1, lineGap: 2 };
    if (index === 0) doc.text(run.text, x, doc.y, options);
    else doc.text(run.text, options);
  });
}

const HEADING_SIZES = { 1: 15, 2: 13, 3: 11.5 } as const;
const BODY_SIZE = 10.5;

function drawBlock(doc: Doc, block: Block) {
  if (block.kind === 'heading') {
    ensureRoom(doc, 60);
    doc.y += 6;
    runs(
      doc,
      block.inlines.map((run) => ({ ...run, bold: true })),
      PAGE.margin,
      INNER,
      HEADING_SIZES[block.level],
    );
    doc.y += 4;
  } else if (block.kind === 'paragraph') {
    ensureRoom(doc, 30);
    runs(doc, block.inlines, PAGE.margin, INNER, BODY_SIZE);
    doc.y += 8;
  } else {
    block.items.forEach((item, index) => {
      ensureRoom(doc, 30);
      const y = doc.y;
      face(doc, 'regular')
        .fontSize(BODY_SIZE)
        .fillColor(TEXT)
        .text(block.ordered ? `${index + 1}.` : '•', PAGE.margin + 4, y, { width: 18, align: 'right' });
      doc.y = y;
      runs(doc, item, PAGE.margin + 28, INNER - 28, BODY_SIZE);
      doc.y += 3;
    });
    doc.y += 6;
  }
}

function clientFields(doc: Doc, input: ContractPdfInput, words: ContractWords) {
  if (input.fields.length === 0) return;
  ensureRoom(doc, 60);
  doc.y += 6;
  face(doc, 'bold').fontSize(12).fillColor(TEXT).text(words.t('clientFields'), PAGE.margin, doc.y, { width: INNER });
  doc.y += 4;
  for (const field of input.fields) {
    ensureRoom(doc, 24);
    const y = doc.y;
    face(doc, 'regular')
      .fontSize(9)
      .fillColor(GREY)
      .text(field.label, PAGE.margin, y, { width: INNER * 0.35 });
    const labelBottom = doc.y;
    face(doc, 'regular')
      .fontSize(BODY_SIZE)
      .fillColor(TEXT)
      .text(field.value || '—', PAGE.margin + INNER * 0.37, y, { width: INNER * 0.63 });
    doc.y = Math.max(labelBottom, doc.y) + 4;
  }
}

function signatures(doc: Doc, input: ContractPdfInput, words: ContractWords) {
  ensureRoom(doc, 130);
  doc.y += 12;
  face(doc, 'bold').fontSize(12).fillColor(TEXT).text(words.t('signatures'), PAGE.margin, doc.y, { width: INNER });
  doc.y += 6;
  if (input.signatures.length === 0) {
    face(doc, 'italic').fontSize(BODY_SIZE).fillColor(GREY).text(words.t('notSigned'), PAGE.margin, doc.y);
    return;
  }
  const width = INNER / 2 - 12;
  const top = doc.y;
  let bottom = top;
  (['client', 'studio'] as const).forEach((party, column) => {
    const signature = input.signatures.find((entry) => entry.party === party);
    if (!signature) return;
    const x = PAGE.margin + column * (width + 24);
    face(doc, 'bold')
      .fontSize(9)
      .fillColor(GREY)
      .text(words.t(party === 'client' ? 'partyClient' : 'partyStudio').toUpperCase(), x, top, { width });
    const box = { y: doc.y + 4, height: 64 };
    drawSignature(doc, signature, x, box.y, width, box.height);
    doc
      .moveTo(x, box.y + box.height)
      .lineTo(x + width, box.y + box.height)
      .lineWidth(0.5)
      .strokeColor(GREY)
      .stroke();
    face(doc, 'regular')
      .fontSize(9)
      .fillColor(TEXT)
      .text(
        words.t('signedOn', { name: signature.name, date: words.local(signature.signedAt) }),
        x,
        box.y + box.height + 4,
        {
          width,
        },
      );
    bottom = Math.max(bottom, doc.y);
  });
  doc.y = bottom + 8;
}

function drawSignature(
  doc: Doc,
  signature: ContractSignatureRecord,
  x: number,
  y: number,
  width: number,
  height: number,
) {
  const png = signature.kind === 'drawn' ? PNG_DATA_URL.exec(signature.value) : null;
  if (png) {
    try {
      doc.image(Buffer.from(png[1]!, 'base64'), x, y, { fit: [width, height], valign: 'bottom' });
      return;
    } catch {
      // An image pdfkit cannot read still leaves a signature: the signer's name, typed.
    }
  }
  const typed = signature.kind === 'typed' ? signature.value : signature.name;
  face(doc, 'signature')
    .fontSize(22)
    .fillColor('#1e3a8a')
    .text(typed, x, y + height - 32, { width, height: 32, lineBreak: false, ellipsis: true });
}

function pageNumbers(doc: Doc, words: ContractWords) {
  const { start, count } = doc.bufferedPageRange();
  for (let index = start; index < start + count; index++) {
    doc.switchToPage(index);
    // Below the bottom margin: lift it so the footer does not start a new page.
    const bottom = doc.page.margins.bottom;
    doc.page.margins.bottom = 0;
    face(doc, 'regular')
      .fontSize(8)
      .fillColor(GREY)
      .text(words.t('page', { page: index + 1, pages: count }), PAGE.margin, PAGE.height - PAGE.margin / 2 - 8, {
        width: INNER,
        align: 'center',
        lineBreak: false,
      });
    doc.page.margins.bottom = bottom;
  }
}

/** The audit page: every signature's circumstances, then the hashes, each in full. */
function audit(doc: Doc, input: ContractPdfInput, words: ContractWords, pagesSha256: string) {
  const pages = doc.bufferedPageRange().count;
  doc.addPage();
  face(doc, 'bold')
    .fontSize(16)
    .fillColor(TEXT)
    .text(words.t('auditTitle'), PAGE.margin, PAGE.margin, { width: INNER });
  face(doc, 'regular')
    .fontSize(9.5)
    .fillColor(GREY)
    .text(words.t('auditIntro', { title: input.title, version: input.version }), { width: INNER });
  doc.y += 10;
  const row = (label: string, value: string, mono = false) => {
    ensureRoom(doc, 22);
    const y = doc.y;
    face(doc, 'regular')
      .fontSize(8.5)
      .fillColor(GREY)
      .text(label, PAGE.margin, y, { width: INNER * 0.3 });
    const labelBottom = doc.y;
    face(doc, 'regular')
      .fontSize(mono ? 7.5 : 9)
      .fillColor(TEXT)
      .text(value, PAGE.margin + INNER * 0.32, y, { width: INNER * 0.68 });
    doc.y = Math.max(labelBottom, doc.y) + 3;
  };
  for (const signature of input.signatures) {
    ensureRoom(doc, 110);
    face(doc, 'bold')
      .fontSize(11)
      .fillColor(TEXT)
      .text(
        `${words.t(signature.party === 'client' ? 'partyClient' : 'partyStudio')}: ${signature.name}`,
        PAGE.margin,
        doc.y,
        { width: INNER },
      );
    doc.y += 3;
    if (signature.email) row(words.t('email'), signature.email);
    row(words.t('signedAtUtc'), words.utc(signature.signedAt));
    row(words.t('signedAtLocal', { zone: words.zone }), words.local(signature.signedAt));
    row(words.t('ipAddress'), signature.ip || '—');
    row(words.t('userAgent'), signature.userAgent || '—');
    row(words.t('shownSha256'), signature.documentSha256, true);
    doc.y += 8;
  }
  if (input.documentSha256) row(words.t('documentSha256'), input.documentSha256, true);
  row(words.t('pagesSha256', { last: pages }), pagesSha256, true);
  doc.y += 10;
  ensureRoom(doc, 60);
  face(doc, 'regular')
    .fontSize(8.5)
    .fillColor(GREY)
    .text(words.t('sealNote', { studio: input.studio.legalName || input.studio.name }), PAGE.margin, doc.y, {
      width: INNER,
    });
}
