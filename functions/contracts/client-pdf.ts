// GET /api/contract-links/{token}/pdf: the contract's PDF for the client holding its link: sealed
// once both signed, else a copy of what they read. Any other token answers the same 404.
import { findLinkedDocument } from '../lib/client-links';
import { contractNotFound, contractPdf, readContract } from '../lib/contracts/contracts';
import { getSql } from '../lib/db';
import { defineHandler } from '../lib/handler';
import { pdfDownload } from '../lib/storage/attachment-disposition';

export const handler = defineHandler(async (event) => {
  const sql = getSql();
  const linked = await findLinkedDocument(sql, event.pathParameters?.token ?? '');
  const contract = linked?.kind === 'contract' ? await readContract(sql, linked.accountId, linked.id) : undefined;
  if (!contract || contract.status === 'draft') throw contractNotFound();
  return pdfDownload(await contractPdf(sql, contract));
});
