// POST /api/me/two-step/off {code}: turns the caller's two-step sign-in off, only with a current
// code of the authenticator app or an unused recovery code: a sign-in left open on a shared
// computer cannot take the second step away. The app's factor and every recovery code go.
import { z } from 'zod';
import { checkGuess } from '../lib/attempt-limit';
import { authenticate } from '../lib/auth';
import { getSql } from '../lib/db';
import { defineHandler } from '../lib/handler';
import { callerAddress, HttpError } from '../lib/http';
import { parseJsonBody } from '../lib/input';
import { useRecoveryCode, verifiedFactor } from '../lib/recovery-codes';
import { isValidTotpCode } from '../lib/totp';

const Body = z.object({ code: z.string().trim().min(1).max(64) }).strict();

export const handler = defineHandler(async (event) => {
  const caller = await authenticate(event);
  const { code } = parseJsonBody(event, Body);
  const sql = getSql();
  const factor = await verifiedFactor(sql, caller.userId);
  const guesser = { userId: caller.userId, address: callerAddress(event) };
  if (/^\d{6}$/.test(code)) {
    const correct = isValidTotpCode(factor.secret, code);
    await checkGuess(sql, 'two-step-code', { address: guesser.address, email: guesser.userId }, correct);
    if (!correct) throw new HttpError(422, 'two_step_code_invalid', 'This code is not valid');
  } else {
    await useRecoveryCode(sql, guesser, code);
  }
  await sql.begin(async (tx) => {
    // Supabase Auth's own cascade takes the factor's challenges with it.
    await tx`delete from auth.mfa_factors where user_id = ${caller.userId}`;
    await tx`delete from private.mfa_recovery_codes where user_id = ${caller.userId}`;
  });
  return { statusCode: 204, headers: { 'cache-control': 'no-store' } };
});
