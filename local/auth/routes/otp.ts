// POST /otp: passwordless sign-in. Mails a magic link and code; creates the user unless
// create_user is false.
import { z } from 'zod';
import { mailLanguage, sendTokenMail, takeMailQuota } from '../auth-mails';
import type { AuthContext, AuthRequest } from '../context';
import { normalizeEmail } from '../email-address';
import { badRequest, unprocessable, validationFailed } from '../errors';
import { parsePkce, signUpOrInParams } from '../flow-state';
import { json, parseWith, readParams, type Reply } from '../http';
import { safeRedirectTarget } from '../redirects';
import { findUserByEmail, insertUser } from '../users';

const OtpParams = z.object({ ...signUpOrInParams, create_user: z.boolean().nullish() });

export async function otp(ctx: AuthContext, request: AuthRequest): Promise<Reply> {
  const params = parseWith(OtpParams, await readParams(request.req));
  if (params.email && params.phone) throw validationFailed('Only an email address or phone number should be provided');
  if (params.phone) throw badRequest('phone_provider_disabled', 'Unsupported phone provider');
  if (!params.email) throw validationFailed('One of email or phone must be set');
  const pkce = parsePkce(params.code_challenge, params.code_challenge_method);
  const email = normalizeEmail(params.email);
  const redirectTo = safeRedirectTarget(ctx.siteUrl, request.url.searchParams.get('redirect_to'));
  const userMetadata = params.data ?? {};

  const existing = await findUserByEmail(ctx.sql, email);
  if (!existing && params.create_user === false) throw unprocessable('otp_disabled', 'Signups not allowed for otp');
  takeMailQuota(ctx, request, email);
  // A new user has no password until they set one; the link confirms their address.
  const userId =
    existing?.id ??
    (await insertUser(ctx.sql, { email, passwordHash: null, confirmed: false, userMetadata, provider: 'email' })) ??
    (await findUserByEmail(ctx.sql, email))?.id;
  if (!userId) throw new Error(`no user for ${email} after creating it`);

  const lng = mailLanguage(existing?.raw_user_meta_data ?? userMetadata);
  await sendTokenMail(ctx, { kind: 'magicLink', userId, to: email, lng, pkce, redirectTo });
  return json({});
}
