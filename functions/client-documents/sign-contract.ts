// POST /api/p/{id}/contracts/{token}/sign {documentSha256, name, signature, fields}: the client
// signs the contract their link opens, as they read it: a hash other than the contract's now is
// refused. The signature keeps the request's address and browser. With the studio's automatic
// countersignature the contract is complete at once, and the sealed PDF goes to both; otherwise
// the studio is told to countersign.
import { missingClientFields } from '@core/domain/client-contract';
import { signContractBody } from '@core/domain/contract';
import {
  addSignature,
  automaticCountersignature,
  completeContract,
  fieldsOf,
  lockContract,
  mailCountersignRequest,
  settleStatus,
} from '../lib/contracts/contracts';
import { getSql } from '../lib/db';
import { defineHandler } from '../lib/handler';
import { callerAddress, header, HttpError, json } from '../lib/http';
import { parseJsonBody } from '../lib/input';
import { linkedDocument } from './linked';

export const handler = defineHandler(async (event) => {
  const sql = getSql();
  const { studio, id } = await linkedDocument(sql, event, 'contract');
  const body = parseJsonBody(event, signContractBody);
  const now = Date.now();
  const { contract, status } = await sql.begin(async (tx) => {
    const contract = await lockContract(tx, studio.id, id);
    if (contract.status === 'void') throw new HttpError(409, 'contract_void', 'The contract was withdrawn');
    if (contract.status !== 'sent') throw new HttpError(409, 'contract_signed', 'The contract is signed already');
    if (body.documentSha256 !== contract.documentSha256) {
      throw new HttpError(409, 'contract_changed', 'The contract is not the one that was read');
    }
    const fields = fieldsOf(contract);
    const missing = missingClientFields(fields, body.fields);
    if (missing.length > 0)
      throw new HttpError(400, 'field_required', 'Required fields are empty', { fields: missing });
    // Only the fields the contract asks for, as typed.
    const values = Object.fromEntries(
      fields.filter((field) => body.fields[field.key]?.trim()).map((field) => [field.key, body.fields[field.key]!]),
    );
    const [customer] = await tx<{ email: string }[]>`
      select email from customers where account_id = ${studio.id} and id = ${contract.customerId}`;
    const evidence = { ip: callerAddress(event), userAgent: header(event, 'user-agent') ?? '' };
    await addSignature(
      tx,
      contract,
      { party: 'client', name: body.name, email: customer?.email || null, input: body.signature },
      values,
      evidence,
      now,
    );
    const signer = await automaticCountersignature(tx, studio.id);
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
  });
  if (status === 'completed') await completeContract(sql, studio.id, id);
  else await mailCountersignRequest(sql, contract);
  return json(200, { status });
});
