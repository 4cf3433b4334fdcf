// POST /factors, POST /factors/:factorId/challenge, POST /factors/:factorId/verify and
// DELETE /factors/:factorId, and the admin API's DELETE /admin/users/:userId/factors/:factorId: enrolling an authenticator app as a second factor, and entering
// its codes to raise the session to aal2 (supabase-js's auth.mfa calls).
import { z } from 'zod';
import { raiseAuthSessionToAal2 } from '../auth-sessions';
import { authenticate } from '../authenticate';
import type { AuthContext, AuthRequest } from '../context';
import { UUID } from '../db';
import { AuthError, unprocessable, validationFailed } from '../errors';
import { json, parseWith, readParams, type Reply } from '../http';
import {
  completeChallenge,
  createChallenge,
  deleteFactor,
  findOwnFactor,
  insertTotpFactor,
  openChallenge,
} from '../mfa-factors';
import { takeOrThrow } from '../rate-limit';
import { isValidTotpCode, newTotpKey, qrCodeSvg } from '../totp';

const EnrollParams = z.object({
  factor_type: z.string().nullish(),
  friendly_name: z.string().nullish(),
  issuer: z.string().nullish(),
});

export async function enrollFactor(ctx: AuthContext, request: AuthRequest): Promise<Reply> {
  const { user, aal } = await authenticate(ctx, request);
  const params = parseWith(EnrollParams, await readParams(request.req));
  // Phone and WebAuthn factors are off, as they are by default on Supabase.
  if (params.factor_type === 'phone') {
    throw unprocessable('mfa_phone_enroll_not_enabled', 'MFA enroll is disabled for Phone');
  }
  if (params.factor_type === 'webauthn') {
    throw unprocessable('mfa_webauthn_enroll_not_enabled', 'MFA enroll is disabled for WebAuthn');
  }
  if (params.factor_type !== 'totp') throw validationFailed('factor_type needs to be totp, phone, or webauthn');

  const friendlyName = params.friendly_name || null;
  const { secret, uri } = newTotpKey(params.issuer || new URL(ctx.siteUrl).host, user.email ?? '');
  const id = await ctx.sql.begin((tx) => insertTotpFactor(tx, { userId: user.id, aal, friendlyName, secret }));
  return json({
    id,
    type: 'totp',
    friendly_name: friendlyName ?? '',
    totp: { qr_code: await qrCodeSvg(uri), secret, uri },
  });
}

export async function challengeFactor(ctx: AuthContext, request: AuthRequest): Promise<Reply> {
  const { user } = await authenticate(ctx, request);
  const factor = await findOwnFactor(ctx.sql, user.id, request.params.factorId);
  const challenge = await createChallenge(ctx.sql, factor.id, request.ip);
  return json({ id: challenge.id, type: 'totp', expires_at: challenge.expiresAt });
}

const VerifyParams = z.object({ challenge_id: z.string().nullish(), code: z.string().nullish() });

export async function verifyFactor(ctx: AuthContext, request: AuthRequest): Promise<Reply> {
  const { user, authSessionId } = await authenticate(ctx, request);
  const factor = await findOwnFactor(ctx.sql, user.id, request.params.factorId);
  const { challenge_id: challengeIdParam, code } = parseWith(VerifyParams, await readParams(request.req));
  if (!code) throw validationFailed('Code needs to be non-empty');
  // Six digits are guessable: codes count against the same limit as the codes in mails.
  takeOrThrow(ctx.limiter, [['verifyPerIp', request.ip]], 'over_request_rate_limit');

  const authSession = await ctx.sql.begin(async (tx) => {
    const challengeId = await openChallenge(tx, factor.id, challengeIdParam, request.ip);
    if (!isValidTotpCode(factor.secret, code)) {
      throw unprocessable('mfa_verification_failed', 'Invalid TOTP code entered');
    }
    await completeChallenge(tx, { userId: user.id, factorId: factor.id, challengeId });
    return raiseAuthSessionToAal2(ctx, tx, { userId: user.id, authSessionId, factorId: factor.id, method: 'totp' });
  });
  return json(authSession);
}

export async function unenrollFactor(ctx: AuthContext, request: AuthRequest): Promise<Reply> {
  const { user, aal } = await authenticate(ctx, request);
  const factor = await findOwnFactor(ctx.sql, user.id, request.params.factorId);
  if (factor.status === 'verified' && aal !== 'aal2') {
    throw unprocessable('insufficient_aal', 'AAL2 required to unenroll verified factor');
  }
  await ctx.sql.begin((tx) => deleteFactor(tx, factor.id));
  return json({ id: factor.id });
}

/**
 * The admin API removes any factor of the user, verified or not, whatever their sessions' level,
 * and answers with the factor, as GoTrue does.
 */
export async function adminDeleteFactor(ctx: AuthContext, request: AuthRequest): Promise<Reply> {
  const { userId = '' } = request.params;
  if (!UUID.test(userId)) throw new AuthError(404, 'validation_failed', 'user_id must be an UUID');
  const factor = await findOwnFactor(ctx.sql, userId, request.params.factorId);
  await ctx.sql.begin((tx) => deleteFactor(tx, factor.id));
  return json({ id: factor.id, factor_type: 'totp', status: factor.status });
}
