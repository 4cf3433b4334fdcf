// The agency's stand-in (functions/lib/verifactu/agency.ts): it keeps the rules a chain must meet
// at the AEAT. A record is accepted only if its fingerprint is the one its fields give and it
// chains onto the last record accepted for its issuer's NIF (or is the first); anything else is
// rejected with a code and the reason, and leaves the agency's chain where it was.
import type postgres from 'postgres';
import { fingerprint } from '@core/domain/verifactu';
import type { Agency, AgencyAnswer, ChainLink } from './agency';

const sameLink = (a: ChainLink | null, b: ChainLink | null) =>
  a === b ||
  (a !== null &&
    b !== null &&
    a.issuerNif === b.issuerNif &&
    a.invoiceNumber === b.invoiceNumber &&
    a.issueDate === b.issueDate &&
    a.fingerprint === b.fingerprint);

/** `lastAccepted` tells what the agency already holds for a NIF it has not seen in this run. */
export function localAgency(lastAccepted: (nif: string) => Promise<ChainLink | null>): Agency {
  const heads = new Map<string, ChainLink | null>();
  return {
    async submit(_issuer, records) {
      const answers: AgencyAnswer[] = [];
      for (const record of records) {
        if (!heads.has(record.issuerNif)) heads.set(record.issuerNif, await lastAccepted(record.issuerNif));
        const head = heads.get(record.issuerNif) ?? null;
        if ((await fingerprint(record)) !== record.fingerprint) {
          answers.push({
            status: 'rejected',
            code: 'fingerprint_mismatch',
            message: 'The fingerprint is not the one the record’s fields give',
          });
        } else if (record.previousFingerprint !== (head?.fingerprint ?? null) || !sameLink(record.previous, head)) {
          answers.push({
            status: 'rejected',
            code: 'chain_mismatch',
            message: head
              ? `The record does not chain onto the last one accepted (${head.invoiceNumber})`
              : 'The first record accepted for this NIF must start the chain',
          });
        } else {
          heads.set(record.issuerNif, record);
          answers.push({ status: 'accepted' });
        }
      }
      return answers;
    },
  };
}

/** The last record the stand-in accepted for a NIF: what the agency would hold. */
export async function acceptedHead(sql: postgres.Sql, nif: string): Promise<ChainLink | null> {
  const [head] = await sql<ChainLink[]>`
    select issuer_nif as "issuerNif", invoice_number as "invoiceNumber", issue_date as "issueDate", fingerprint
    from private.verifactu_records
    where issuer_nif = ${nif} and submission_status = 'accepted'
    order by submitted_at desc, sequence desc limit 1`;
  return head ?? null;
}
