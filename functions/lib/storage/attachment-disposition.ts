// The Content-Disposition of every file handed out (ZIPs, originals, receipts, exports): RFC 6266,
// with the name in UTF-8 (`filename*`) for every browser since 2012, and an ASCII `filename` for
// the rest. A raw accented name in the header is refused by storage servers or mangled by browsers.
import contentDisposition from 'content-disposition';
import type { ApiResult } from '../http';

/** `name` in plain ASCII: accents dropped (Núria → Nuria), anything else that is not ASCII as `_`. */
function asciiFallback(name: string): string {
  return name
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .replace(/[^\x20-\x7e]/gu, '_');
}

/** `attachment; filename="…"; filename*=UTF-8''…` for a download saved as `filename`. */
export function attachmentDisposition(filename: string): string {
  const name = filename.replace(/[/\\\p{Cc}]/gu, '_').trim() || 'download';
  return contentDisposition(name, { type: 'attachment', fallback: asciiFallback(name) });
}

/**
 * A generated PDF (an invoice, a contract) as an /api answer: never cached by the browser or a CDN,
 * as the document it shows may change state (cancelled, sealed) before it is next opened.
 */
export function pdfDownload(pdf: { fileName: string; bytes: Buffer }): ApiResult {
  return {
    statusCode: 200,
    headers: {
      'content-type': 'application/pdf',
      'content-disposition': attachmentDisposition(pdf.fileName),
      'cache-control': 'private, no-store',
      'x-content-type-options': 'nosniff',
    },
    body: pdf.bytes.toString('base64'),
    isBase64Encoded: true,
  };
}
