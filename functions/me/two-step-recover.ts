// POST /api/me/two-step/recover {code}: a recovery code in place of the authenticator app's, at
// the second step of signing in. Supabase Auth raises a sign-in to aal2 only for a factor's code,
// so once the recovery code is used up the answer carries the app's current code, which the
// browser verifies with Supabase Auth as if typed (supabase.auth.mfa.challengeAndVerify). The
// app stays enrolled; each code works once.
import { z } from 'zod';
import { authenticate } from '../lib/auth';
import { getSql } from '../lib/db';
import { defineHandler } from '../lib/handler';
import { callerAddress, json } from '../lib/http';
import { parseJsonBody } from '../lib/input';
import { useRecoveryCode, verifiedFactor } from '../lib/recovery-codes';
import { currentTotpCode } from '../lib/totp';

const Body = z.object({ code: z.string().trim().min(1).max(64) }).strict();

export const handler = defineHandler(async (event) => {
  const caller = await authenticate(event, { secondStepOwed: true });
  const { code } = parseJsonBody(event, Body);
  const sql = getSql();
  const factor = await verifiedFactor(sql, caller.userId);
  const left = await useRecoveryCode(sql, { userId: caller.userId, address: callerAddress(event) }, code);
  return json(
    200,
    { factorId: factor.id, code: currentTotpCode(factor.secret), recoveryCodesLeft: left },
    { 'cache-control': 'no-store' },
  );
});
