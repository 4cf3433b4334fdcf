// POST /api/me/two-step/recover {code}: a recovery code in place of the authenticator app's, at
// the second step of signing in, for someone who lost the app. Supabase Auth raises a sign-in to
// aal2 only for a factor's code, so the code is a way back in as elsewhere: it turns two-step
// sign-in off (factor and remaining codes), the sign-in stays aal1, which is then all it needs,
// and the app offers to set two-step sign-in up again. Each code works once.
import { z } from 'zod';
import { authenticate } from '../lib/auth';
import { getSql } from '../lib/db';
import { defineHandler } from '../lib/handler';
import { callerAddress } from '../lib/http';
import { parseJsonBody } from '../lib/input';
import { turnTwoStepOff } from '../lib/recovery-codes';

const Body = z.object({ code: z.string().trim().min(1).max(64) }).strict();

export const handler = defineHandler(async (event) => {
  const caller = await authenticate(event, { secondStepOwed: true });
  const { code } = parseJsonBody(event, Body);
  await turnTwoStepOff(getSql(), { userId: caller.userId, address: callerAddress(event) }, code);
  return { statusCode: 204, headers: { 'cache-control': 'no-store' } };
});
