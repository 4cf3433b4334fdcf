// GET /user and PUT /user: the signed-in user, and changes to their password, e-mail address
// (confirmed through a mail to the new address) and user_metadata.
import { z } from 'zod';
import { mailLanguage, sendTokenMail, takeMailQuota } from '../auth-mails';
import { authenticate } from '../authenticate';
import type { AuthContext, AuthRequest } from '../context';
import { normalizeEmail } from '../email-address';
import { AuthError, badRequest, forbidden, unprocessable } from '../errors';
import { parsePkce } from '../flow-state';
import { json, parseWith, readParams, type Reply } from '../http';
import { revokeOneTimeTokens } from '../one-time-tokens';
import { assertStrongPassword, matchesSlowHash, slowHash } from '../passwords';
import { safeRedirectTarget } from '../redirects';
import { endAuthSessions } from '../auth-sessions';
import { findUserByEmail, findUserById, userJson } from '../users';
import { jsonb } from '../db';

export async function getUser(ctx: AuthContext, request: AuthRequest): Promise<Reply> {
  const { user } = await authenticate(ctx, request);
  return json(userJson(user));
}

const UpdateParams = z.object({
  email: z.string().nullish(),
  phone: z.string().nullish(),
  password: z.string().nullish(),
  data: z.record(z.string(), z.unknown()).nullish(),
  app_metadata: z.record(z.string(), z.unknown()).nullish(),
  code_challenge: z.string().nullish(),
  code_challenge_method: z.string().nullish(),
});

export async function updateUser(ctx: AuthContext, request: AuthRequest): Promise<Reply> {
  const params = parseWith(UpdateParams, await readParams(request.req));
  const { user, authSessionId, aal } = await authenticate(ctx, request);
  if (params.app_metadata) throw forbidden('not_admin', 'Updating app_metadata requires admin privileges');
  if (params.phone && params.phone !== user.phone)
    throw badRequest('phone_provider_disabled', 'Unsupported phone provider');
  const newEmail = params.email ? normalizeEmail(params.email) : undefined;
  const emailChange = newEmail !== undefined && newEmail !== user.email ? newEmail : undefined;
  if (typeof params.password === 'string') assertStrongPassword(params.password);
  const pkce = parsePkce(params.code_challenge, params.code_challenge_method);
  // As GoTrue: once a second factor is verified, a sign-in by password (or a recovery link) alone
  // cannot take the account over; the app asks for the authenticator's code first.
  const mfaEnabled = user.factors.some((factor) => factor.status === 'verified');
  if (mfaEnabled && aal !== 'aal2' && (params.password || emailChange)) {
    throw new AuthError(
      401,
      'insufficient_aal',
      'AAL2 session is required to update email or password when MFA is enabled.',
    );
  }

  if (emailChange && (await findUserByEmail(ctx.sql, emailChange))) {
    throw unprocessable('email_exists', 'A user with this email address has already been registered');
  }
  if (params.password && user.encrypted_password && (await matchesSlowHash(params.password, user.encrypted_password))) {
    throw unprocessable('same_password', 'New password should be different from the old password.');
  }
  if (emailChange) takeMailQuota(ctx, request, emailChange);
  const passwordHash = params.password ? await slowHash(params.password) : undefined;

  await ctx.sql.begin(async (tx) => {
    if (passwordHash) {
      await tx`update auth.users set encrypted_password = ${passwordHash}, updated_at = now() where id = ${user.id}`;
      // As GoTrue does: whoever knew the old password, or holds an older mail, is locked out;
      // the device that changed it stays signed in.
      await revokeOneTimeTokens(tx, user.id);
      await endAuthSessions(tx, user.id, authSessionId, 'others');
    }
    if (params.data) {
      // Merged into the existing metadata; a key set to null is removed (GoTrue's semantics).
      await tx`
        update auth.users set updated_at = now(), raw_user_meta_data = (
          select coalesce(jsonb_object_agg(key, value), '{}'::jsonb)
          from jsonb_each(raw_user_meta_data || ${jsonb(tx, params.data)})
          where value <> 'null'::jsonb)
        where id = ${user.id}`;
    }
  });

  const updated = await findUserById(ctx.sql, user.id);
  if (!updated) throw forbidden('user_not_found', 'User from sub claim in JWT does not exist');
  if (emailChange) {
    const redirectTo = safeRedirectTarget(ctx.siteUrl, request.url.searchParams.get('redirect_to'));
    const lng = mailLanguage(updated.raw_user_meta_data);
    await sendTokenMail(ctx, { kind: 'emailChange', userId: user.id, to: emailChange, lng, pkce, redirectTo });
    const withPendingChange = await findUserById(ctx.sql, user.id);
    return json(userJson(withPendingChange ?? updated));
  }
  return json(userJson(updated));
}
