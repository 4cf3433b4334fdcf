// What checking a PDF sent back says (POST /api/accounts/{id}/sealed-documents/check), for the
// handler and the back office's dialog alike.

// A sealed contract is a few hundred KB; Lambda takes at most 6 MB of request, in base64.
export const MAX_CHECKED_PDF_BYTES = 4 * 1024 * 1024;

export type SealCheck =
  | { sealed: true; kind: 'contract'; documentId: string; sealedAt: number; title: string; version: number | null }
  | { sealed: false };
