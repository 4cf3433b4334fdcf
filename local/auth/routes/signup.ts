// POST /signup: a new account with e-mail and password.
import { randomUUID } from 'node:crypto';
import { z } from 'zod';
import { mailLanguage, sendTokenMail, takeMailQuota } from '../auth-mails';
import type { AuthContext, AuthRequest } from '../context';
import { normalizeEmail } from '../email-address';
import { badRequest, unprocessable, validationFailed } from '../errors';
import { parsePkce, signUpOrInParams } from '../flow-state';
import { json, parseWith, readParams, type Reply } from '../http';
import { assertStrongPassword, slowHash } from '../passwords';
import { safeRedirectTarget } from '../redirects';
import { startAuthSession } from '../auth-sessions';
import { findUserByEmail, findUserById, insertUser, userJson } from '../users';

const SignupParams = z.object({ ...signUpOrInParams, password: z.string().nullish() });

export async function signup(ctx: AuthContext, request: AuthRequest): Promise<Reply> {
  const params = parseWith(SignupParams, await readParams(request.req));
  if (!params.password) throw validationFailed('Signup requires a valid password');
  assertStrongPassword(params.password);
  if (params.email && params.phone)
    throw validationFailed('Only an email address or phone number should be provided on signup.');
  if (params.phone) throw badRequest('phone_provider_disabled', 'Phone signups are disabled');
  const pkce = parsePkce(params.code_challenge, params.code_challenge_method);
  const email = normalizeEmail(params.email);
  const userMetadata = params.data ?? {};
  const redirectTo = safeRedirectTarget(ctx.siteUrl, request.url.searchParams.get('redirect_to'));
  const alreadyRegistered = () => unprocessable('user_already_exists', 'User already registered');

  const existing = await findUserByEmail(ctx.sql, email);
  if (existing) {
    // Like GoTrue, the password of an existing account is never changed here: nobody has
    // proved they own the address yet.
    if (ctx.autoconfirm) throw alreadyRegistered();
    if (!existing.email_confirmed_at) {
      takeMailQuota(ctx, request, email);
      await sendTokenMail(ctx, {
        kind: 'confirmSignup',
        userId: existing.id,
        to: email,
        lng: mailLanguage(existing.raw_user_meta_data),
        pkce,
        redirectTo,
      });
    }
    return json(lookalikeUser(email, userMetadata));
  }

  if (!ctx.autoconfirm) takeMailQuota(ctx, request, email);
  const passwordHash = await slowHash(params.password);
  if (ctx.autoconfirm) {
    const authSession = await ctx.sql.begin(async (tx) => {
      const userId = await insertUser(tx, { email, passwordHash, confirmed: true, userMetadata, provider: 'email' });
      if (!userId) throw alreadyRegistered();
      return startAuthSession(ctx, tx, userId, 'password', request);
    });
    return json(authSession);
  }

  const userId = await insertUser(ctx.sql, { email, passwordHash, confirmed: false, userMetadata, provider: 'email' });
  if (!userId) return json(lookalikeUser(email, userMetadata));
  await sendTokenMail(ctx, {
    kind: 'confirmSignup',
    userId,
    to: email,
    lng: mailLanguage(userMetadata),
    pkce,
    redirectTo,
  });
  const user = await findUserById(ctx.sql, userId);
  if (!user) throw new Error(`user ${userId} vanished after sign-up`);
  return json(userJson(user));
}

/**
 * GoTrue's answer when confirmation mails are on and the address is taken: shaped like a new
 * user waiting for confirmation, so sign-up cannot be used to find out who has an account.
 */
function lookalikeUser(email: string, userMetadata: Record<string, unknown>) {
  const now = new Date();
  return {
    id: randomUUID(),
    aud: 'authenticated',
    role: '',
    email,
    phone: '',
    confirmation_sent_at: now,
    app_metadata: { provider: 'email', providers: ['email'] },
    user_metadata: userMetadata,
    identities: [],
    created_at: now,
    updated_at: now,
    is_anonymous: false,
  };
}
