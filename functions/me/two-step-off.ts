// POST /api/me/two-step/off {code?}: turns the caller's two-step sign-in off, only when this
// sign-in has just passed the authenticator app's code with Supabase Auth (the browser verifies
// it, supabase.auth.mfa.challengeAndVerify), or with an unused recovery code: a sign-in left open
// on a shared computer cannot take the second step away. Every app's factor and every code go.
import { z } from 'zod';
import { authenticate } from '../lib/auth';
import { getSql } from '../lib/db';
import { defineHandler } from '../lib/handler';
import { callerAddress, HttpError } from '../lib/http';
import { parseJsonBody } from '../lib/input';
import { turnTwoStepOff, verifiedFactors } from '../lib/recovery-codes';

/** How recently the app's code must have been entered: time to enter it and confirm, no more. */
const APP_CODE_FRESH_SECONDS = 120;

const Body = z.object({ recoveryCode: z.string().trim().min(1).max(64).optional() }).strict();

export const handler = defineHandler(async (event) => {
  const caller = await authenticate(event);
  const { recoveryCode } = parseJsonBody(event, Body);
  const sql = getSql();
  await verifiedFactors(sql, caller.userId);
  if (!recoveryCode && (!caller.appCodeAt || Date.now() / 1000 - caller.appCodeAt > APP_CODE_FRESH_SECONDS)) {
    throw new HttpError(422, 'two_step_code_invalid', 'Enter a current code from your authenticator app');
  }
  await turnTwoStepOff(sql, { userId: caller.userId, address: callerAddress(event) }, recoveryCode);
  return { statusCode: 204, headers: { 'cache-control': 'no-store' } };
});
