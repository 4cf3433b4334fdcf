// POST /recover: mails a link that signs the user in to choose a new password.
import { z } from 'zod';
import { mailLanguage, sendTokenMail, takeMailQuota } from '../auth-mails';
import type { AuthContext, AuthRequest } from '../context';
import { normalizeEmail } from '../email-address';
import { validationFailed } from '../errors';
import { parsePkce } from '../flow-state';
import { json, parseWith, readParams, type Reply } from '../http';
import { safeRedirectTarget } from '../redirects';
import { findUserByEmail } from '../users';

const RecoverParams = z.object({
  email: z.string().nullish(),
  code_challenge: z.string().nullish(),
  code_challenge_method: z.string().nullish(),
});

export async function recover(ctx: AuthContext, request: AuthRequest): Promise<Reply> {
  const params = parseWith(RecoverParams, await readParams(request.req));
  if (!params.email) throw validationFailed('Password recovery requires an email');
  const email = normalizeEmail(params.email);
  const pkce = parsePkce(params.code_challenge, params.code_challenge_method);
  const redirectTo = safeRedirectTarget(ctx.siteUrl, request.url.searchParams.get('redirect_to'));

  // Counted and answered the same whether or not the address has an account, so neither the
  // answer nor the rate limit tells who is registered.
  takeMailQuota(ctx, request, email);
  const user = await findUserByEmail(ctx.sql, email);
  if (user) {
    await sendTokenMail(ctx, {
      kind: 'recovery',
      userId: user.id,
      to: email,
      lng: mailLanguage(user.raw_user_meta_data),
      pkce,
      redirectTo,
    });
  }
  return json({});
}
