// A contract as its client reads it by its link: the public API's answer
// (functions/client-documents/contract.ts) and the signing page the server draws both read it
// here, so the page shows exactly what the API says, blocks the PDF draws too.
import type postgres from 'postgres';
import type { ClientContract, ClientSignature } from '@core/domain/client-contract';
import { contractBlocks } from '@core/domain/contract-text';
import { contractSignatures, fieldsOf, readContract } from './contracts';

/** The studio's sent contract `id` and who signed it; undefined for a draft or another studio's. */
export async function clientContract(
  sql: postgres.Sql | postgres.TransactionSql,
  accountId: string,
  id: string,
): Promise<{ contract: ClientContract; signatures: ClientSignature[] } | undefined> {
  const contract = await readContract(sql, accountId, id);
  if (!contract || contract.status === 'draft' || !contract.documentSha256 || contract.sentAt === null) {
    return undefined;
  }
  const signatures = await contractSignatures(sql, accountId, id);
  return {
    contract: {
      title: contract.title,
      language: contract.language,
      status: contract.status,
      version: contract.version,
      blocks: contractBlocks(contract.body),
      clientFields: fieldsOf(contract),
      documentSha256: contract.documentSha256,
      sentAt: contract.sentAt,
      completedAt: contract.completedAt,
    },
    signatures: signatures.map(({ party, name, signedAt }) => ({ party, name, signedAt })),
  };
}
