// POST /api/accounts/{id}/sealed-documents/check, body: a PDF's bytes (managers): whether the
// studio sealed exactly this file (docs/decisions/sealed-contracts.md). Byte for byte: a copy
// changed anywhere, or another studio's file, is not ours.
import { needs } from '@core/domain/roles';
import { MAX_CHECKED_PDF_BYTES, type SealCheck } from '@core/domain/sealed-document';
import { defineHandler } from '../lib/handler';
import { HttpError, json, rawBody } from '../lib/http';
import { accountInPath } from '../lib/membership';
import { findSeal } from '../lib/sealing/sealed-documents';

export const handler = defineHandler(async (event) => {
  const { accountId, sql } = await accountInPath(event, needs.manage);
  const pdf = rawBody(event);
  if (pdf.length > MAX_CHECKED_PDF_BYTES) {
    throw new HttpError(413, 'file_too_large', `The file is larger than ${MAX_CHECKED_PDF_BYTES} bytes`, {
      maxBytes: MAX_CHECKED_PDF_BYTES,
    });
  }
  if (!pdf.subarray(0, 5).equals(Buffer.from('%PDF-'))) throw new HttpError(400, 'invalid_input', 'Not a PDF');
  const seal = await findSeal(sql, accountId, pdf);
  if (!seal) return json(200, { sealed: false } satisfies SealCheck);
  const [contract] = await sql<{ title: string; version: number }[]>`
    select title, version from contracts where account_id = ${accountId} and id = ${seal.documentId}`;
  const answer: SealCheck = { sealed: true, ...seal, title: contract?.title ?? '', version: contract?.version ?? null };
  return json(200, answer);
});
