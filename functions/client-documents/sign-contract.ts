// POST /api/p/{id}/contracts/{token}/sign {documentSha256, name, signature, fields}: the client
// signs the contract their link opens, as they read it: a hash other than the contract's now is
// refused. The signature keeps the request's address and browser. With the studio's automatic
// countersignature the contract is complete at once, and the sealed PDF goes to both; otherwise
// the studio is told to countersign.
import { signContractBody } from '@core/domain/contract';
import { afterClientSigned, signAsClient } from '../lib/contracts/client-signature';
import { getSql } from '../lib/db';
import { defineHandler } from '../lib/handler';
import { callerAddress, header, json } from '../lib/http';
import { parseJsonBody } from '../lib/input';
import { linkedDocument } from '../lib/site/linked-document';

export const handler = defineHandler(async (event) => {
  const sql = getSql();
  const { studio, id } = await linkedDocument(sql, event, 'contract');
  const body = parseJsonBody(event, signContractBody);
  const evidence = { ip: callerAddress(event), userAgent: header(event, 'user-agent') ?? '' };
  const signed = await sql.begin((tx) => signAsClient(tx, studio.id, id, body, evidence, Date.now()));
  await afterClientSigned(sql, signed);
  return json(200, { status: signed.status });
});
