// GET /api/accounts/{id}/contracts/{contractId}/pdf: for the studio's managers and owners, the
// sealed PDF of a completed contract, else a preview of what it says now (a draft's with its
// fields filled as sending would fill them).
import { needs } from '@core/domain/roles';
import { contractNotFound, contractPdf, readContract } from '../lib/contracts/contracts';
import { defineHandler } from '../lib/handler';
import { pdfDownload } from '../lib/storage/attachment-disposition';
import { accountInPath } from '../lib/membership';
import { contractInPath } from './contract-path';

export const handler = defineHandler(async (event) => {
  const { accountId, sql } = await accountInPath(event, needs.manage);
  const contract = await readContract(sql, accountId, contractInPath(event));
  if (!contract) throw contractNotFound();
  return pdfDownload(await contractPdf(sql, contract));
});
