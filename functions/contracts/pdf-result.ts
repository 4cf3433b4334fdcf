// A contract's PDF as an /api answer: its bytes, never cached (a contract completed since is
// sealed the next time it is opened).
import type postgres from 'postgres';
import { contractPdf, type ContractRow } from '../lib/contracts/contracts';
import type { ApiResult } from '../lib/http';
import { attachmentDisposition } from '../lib/storage/attachment-disposition';

export async function contractPdfResult(sql: postgres.Sql, contract: ContractRow): Promise<ApiResult> {
  const pdf = await contractPdf(sql, contract);
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
