// GET /verify (the link in a mail, a browser navigation) and POST /verify (the code typed into
// the app, or a token_hash): both prove the mail was received, then sign the user in.
import type postgres from 'postgres';
import { z } from 'zod';
import type { AuthContext, AuthRequest } from '../context';
import { normalizeEmail } from '../email-address';
import { AuthError, badRequest, otpExpired, unprocessable, validationFailed } from '../errors';
import { issueAuthCode } from '../flow-state';
import { json, parseWith, readParams, redirect, type Reply } from '../http';
import { consumeCode, consumeLinkToken, type ConsumedToken, type OneTimeTokenType } from '../one-time-tokens';
import { takeOrThrow } from '../rate-limit';
import { safeRedirectTarget, withAuthCode, withError, withAuthSessionFragment } from '../redirects';
import { startAuthSession, type TokenResponse } from '../auth-sessions';
import { confirmEmail } from '../users';

/** The `type` a client verifies as, and the mails it may come from ('email' is either code). */
const TOKEN_TYPES: Record<string, OneTimeTokenType[]> = {
  signup: ['confirmation'],
  magiclink: ['magiclink'],
  recovery: ['recovery'],
  email_change: ['email_change'],
  email: ['confirmation', 'magiclink'],
};
const VERIFY_TYPE: Record<OneTimeTokenType, string> = {
  confirmation: 'signup',
  magiclink: 'magiclink',
  recovery: 'recovery',
  email_change: 'email_change',
};

function tokenTypes(type: string | null | undefined): OneTimeTokenType[] {
  if (!type) throw validationFailed('Verify requires a verification type');
  const types = TOKEN_TYPES[type];
  if (!types) throw validationFailed('Unsupported verification type');
  return types;
}

/** What receiving the mail proves: the address is the user's (or their new one). */
async function applyToken(tx: postgres.Sql, token: ConsumedToken): Promise<void> {
  if (token.type !== 'email_change') return confirmEmail(tx, token.userId);
  const [taken] = await tx`select 1 from auth.users where email = ${token.sentTo} and id <> ${token.userId}`;
  if (taken) throw unprocessable('email_exists', 'A user with this email address has already been registered');
  await tx`update auth.users set email = ${token.sentTo}, email_confirmed_at = now(), updated_at = now()
           where id = ${token.userId}`;
  await tx`update auth.identities
           set identity_data = identity_data || jsonb_build_object('email', ${token.sentTo}::text, 'email_verified', true), updated_at = now()
           where user_id = ${token.userId} and provider = 'email'`;
}

export async function verifyLink(ctx: AuthContext, request: AuthRequest): Promise<Reply> {
  const query = request.url.searchParams;
  const types = tokenTypes(query.get('type'));
  const token = query.get('token');
  if (!token) throw validationFailed('Verify requires a token or a token hash');
  const redirectTo = safeRedirectTarget(ctx.siteUrl, query.get('redirect_to'));

  try {
    takeOrThrow(ctx.limiter, [['verifyPerIp', request.ip]], 'over_request_rate_limit');
    const outcome = await ctx.sql.begin(
      async (tx): Promise<{ code: string } | { authSession: TokenResponse; type: string }> => {
        const consumed = await consumeLinkToken(tx, token, types);
        if (!consumed) throw otpExpired(true);
        await applyToken(tx, consumed);
        if (consumed.flowStateId) return { code: await issueAuthCode(tx, consumed.flowStateId, consumed.userId) };
        return {
          authSession: await startAuthSession(ctx, tx, consumed.userId, 'otp', request),
          type: VERIFY_TYPE[consumed.type],
        };
      },
    );
    return redirect(
      'code' in outcome
        ? withAuthCode(redirectTo, outcome.code)
        : withAuthSessionFragment(redirectTo, outcome.authSession, outcome.type),
    );
  } catch (error) {
    // A person followed a link: they land back in the app, which shows the error from the URL.
    if (error instanceof AuthError) return redirect(withError(redirectTo, error, false));
    throw error;
  }
}

const VerifyParams = z.object({
  type: z.string().nullish(),
  token: z.string().nullish(),
  token_hash: z.string().nullish(),
  email: z.string().nullish(),
  phone: z.string().nullish(),
});

export async function verifyCode(ctx: AuthContext, request: AuthRequest): Promise<Reply> {
  const params = parseWith(VerifyParams, await readParams(request.req));
  const types = tokenTypes(params.type);
  const consume = proofOf(params, types);
  takeOrThrow(ctx.limiter, [['verifyPerIp', request.ip]], 'over_request_rate_limit');

  const authSession = await ctx.sql.begin(async (tx) => {
    const consumed = await consume(tx);
    if (!consumed) throw otpExpired(Boolean(params.token_hash));
    await applyToken(tx, consumed);
    return startAuthSession(ctx, tx, consumed.userId, 'otp', request);
  });
  return json(authSession);
}

/** Either the token of a link (token_hash) or the code of a mail with its address. */
function proofOf(params: z.output<typeof VerifyParams>, types: OneTimeTokenType[]) {
  const { token, token_hash: tokenHash, email, phone } = params;
  if (tokenHash && !token) {
    if (email || phone) throw validationFailed('Only the token_hash and type should be provided');
    return (tx: postgres.Sql) => consumeLinkToken(tx, tokenHash, types);
  }
  if (token && !tokenHash) {
    if (phone) throw badRequest('phone_provider_disabled', 'Unsupported phone provider');
    if (!email) throw validationFailed('Only an email address or phone number should be provided on verify');
    const address = normalizeEmail(email);
    return (tx: postgres.Sql) => consumeCode(tx, address, token, types);
  }
  throw validationFailed('Verify requires either a token or a token hash');
}
