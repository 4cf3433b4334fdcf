// Sealing a signed contract and the registry of what was sealed (private.sealed_documents): the
// sealed file's SHA-256 is recorded when it is made, so any PDF sent back can be told apart from
// ours byte for byte, whatever a PDF reader makes of its seal.
import { createHash } from 'node:crypto';
import type postgres from 'postgres';
import { renderContractPdf, type ContractPdfInput } from './contract-pdf';
import { contractWords } from './contract-words';
import { sealPdf } from './seal-pdf';

export const sha256 = (bytes: Buffer): string => createHash('sha256').update(bytes).digest('hex');

/** The contract's PDF with its audit page, sealed, and its hash recorded for the studio. */
export async function sealContract(
  sql: postgres.Sql | postgres.TransactionSql,
  input: ContractPdfInput,
): Promise<{ pdf: Buffer; sha256: string }> {
  const rendered = await renderContractPdf(input);
  const lastSigned = Math.max(...input.signatures.map((signature) => signature.signedAt));
  const pdf = await sealPdf(rendered, {
    name: input.studio.legalName || input.studio.name,
    reason: contractWords(input.language, input.timeZone).t('signedContract'),
    signedAt: new Date(Number.isFinite(lastSigned) ? lastSigned : Date.now()),
  });
  const hash = sha256(pdf);
  await sql`
    insert into private.sealed_documents (sha256, account_id, kind, document_id)
    values (${hash}, ${input.accountId}, 'contract', ${input.contractId})
    on conflict (sha256) do nothing`;
  return { pdf, sha256: hash };
}

export type Seal = { kind: 'contract'; documentId: string; sealedAt: number };

/** What the studio sealed with exactly these bytes, if anything. */
export async function findSeal(
  sql: postgres.Sql | postgres.TransactionSql,
  accountId: string,
  pdf: Buffer,
): Promise<Seal | null> {
  const [row] = await sql<{ kind: 'contract'; documentId: string; sealedAt: string }[]>`
    select kind, document_id as "documentId", sealed_at as "sealedAt"
    from private.sealed_documents where sha256 = ${sha256(pdf)} and account_id = ${accountId}`;
  return row ? { kind: row.kind, documentId: row.documentId, sealedAt: Number(row.sealedAt) } : null;
}
