// The client's signature of a sent contract, shared by the contract's own link and a proposal's:
// as they read it (a hash other than the contract's now is refused), with the fields it asks for,
// the request's address and browser as evidence, and the studio's automatic countersignature when
// its settings ask for one.
import type postgres from 'postgres';
import { missingClientFields } from '@core/domain/client-contract';
import type { ContractStatus, SignContractBody } from '@core/domain/contract';
import { HttpError } from '../http';
import {
  addSignature,
  automaticCountersignature,
  completeContract,
  fieldsOf,
  lockContract,
  mailCountersignRequest,
  settleStatus,
  type ContractRow,
  type Evidence,
} from './contracts';

/** Signs the studio's contract `id` for its client, in the caller's transaction. */
export async function signAsClient(
  tx: postgres.TransactionSql,
  accountId: string,
  id: string,
  body: SignContractBody,
  evidence: Evidence,
  now: number,
): Promise<{ contract: ContractRow; status: ContractStatus }> {
  const contract = await lockContract(tx, accountId, id);
  if (contract.status === 'void') throw new HttpError(409, 'contract_void', 'The contract was withdrawn');
  if (contract.status !== 'sent') throw new HttpError(409, 'contract_signed', 'The contract is signed already');
  if (body.documentSha256 !== contract.documentSha256) {
    throw new HttpError(409, 'contract_changed', 'The contract is not the one that was read');
  }
  const fields = fieldsOf(contract);
  const missing = missingClientFields(fields, body.fields);
  if (missing.length > 0) throw new HttpError(400, 'field_required', 'Required fields are empty', { fields: missing });
  // Only the fields the contract asks for, as typed.
  const values = Object.fromEntries(
    fields.filter((field) => body.fields[field.key]?.trim()).map((field) => [field.key, body.fields[field.key]!]),
  );
  const [customer] = await tx<{ email: string }[]>`
    select email from customers where account_id = ${accountId} and id = ${contract.customerId}`;
  await addSignature(
    tx,
    contract,
    { party: 'client', name: body.name, email: customer?.email || null, input: body.signature },
    values,
    evidence,
    now,
  );
  const signer = await automaticCountersignature(tx, accountId);
  if (signer) {
    // The studio signs by its settings, not from a request: no address or browser of its own.
    const typed = { kind: 'typed' as const, value: signer };
    await addSignature(
      tx,
      contract,
      { party: 'studio', name: signer, email: null, input: typed },
      {},
      { ip: '', userAgent: '' },
      now,
    );
  }
  return { contract, status: await settleStatus(tx, contract, now) };
}

/**
 * After the signature is committed: with both signatures the sealed PDF goes to both; otherwise
 * the studio is told to countersign.
 */
export async function afterClientSigned(
  sql: postgres.Sql,
  { contract, status }: { contract: ContractRow; status: ContractStatus },
): Promise<void> {
  if (status === 'completed') await completeContract(sql, contract.accountId, contract.id);
  else await mailCountersignRequest(sql, contract);
}
