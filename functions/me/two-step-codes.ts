// POST /api/me/two-step/recovery-codes: the ten recovery codes of the caller's two-step sign-in,
// in the answer only (they are kept hashed). Asked for right after the authenticator app is set
// up, or by someone who set it up before codes existed or has used them all.
import { authenticate } from '../lib/auth';
import { getSql } from '../lib/db';
import { defineHandler } from '../lib/handler';
import { json } from '../lib/http';
import { issueRecoveryCodes, verifiedFactors } from '../lib/recovery-codes';

export const handler = defineHandler(async (event) => {
  // A sign-in with the app enrolled is aal2 here: it has passed the app's code.
  const caller = await authenticate(event);
  const sql = getSql();
  // The newest app: the one just set up, whose codes these are.
  const [factorId = ''] = await verifiedFactors(sql, caller.userId);
  const codes = await issueRecoveryCodes(sql, caller.userId, factorId);
  return json(201, { codes }, { 'cache-control': 'no-store' });
});
