// POST /token: sign in with a password, refresh a session, or finish a PKCE flow.
import { z } from 'zod';
import type { AuthContext, AuthRequest } from '../context';
import { badRequest, invalidCredentials, unprocessable, validationFailed } from '../errors';
import { exchangeAuthCode } from '../flow-state';
import { json, parseWith, readParams, type Reply } from '../http';
import { matchesSlowHash, spendPasswordCheckTime, weakPasswordReasons } from '../passwords';
import { takeOrThrow } from '../rate-limit';
import { refreshAuthSession, startAuthSession } from '../auth-sessions';
import { findUserByEmail } from '../users';

const PasswordParams = z.object({
  email: z.string().nullish(),
  phone: z.string().nullish(),
  password: z.string().nullish(),
});
const RefreshParams = z.object({ refresh_token: z.string().nullish() });
const PkceParams = z.object({ auth_code: z.string().nullish(), code_verifier: z.string().nullish() });

export async function token(ctx: AuthContext, request: AuthRequest): Promise<Reply> {
  const params = await readParams(request.req);
  switch (request.url.searchParams.get('grant_type')) {
    case 'password':
      return passwordGrant(ctx, request, parseWith(PasswordParams, params));
    case 'refresh_token': {
      const { refresh_token } = parseWith(RefreshParams, params);
      if (!refresh_token) throw validationFailed('refresh_token required');
      return json(await refreshAuthSession(ctx, refresh_token));
    }
    case 'pkce': {
      const { auth_code, code_verifier } = parseWith(PkceParams, params);
      if (!auth_code || !code_verifier) {
        throw validationFailed('invalid request: both auth code and code verifier should be non-empty');
      }
      const authSession = await ctx.sql.begin(async (tx) => {
        const flow = await exchangeAuthCode(tx, auth_code, code_verifier);
        return startAuthSession(ctx, tx, flow.userId, flow.authenticationMethod, request);
      });
      return json(authSession);
    }
    default:
      // GoTrue's answer, code and message included.
      throw badRequest('invalid_credentials', 'unsupported_grant_type');
  }
}

async function passwordGrant(
  ctx: AuthContext,
  request: AuthRequest,
  params: z.output<typeof PasswordParams>,
): Promise<Reply> {
  if (params.email && params.phone)
    throw validationFailed('Only an email address or phone number should be provided on login.');
  if (params.phone) throw unprocessable('phone_provider_disabled', 'Phone logins are disabled');
  if (!params.email) throw validationFailed('missing email or phone');
  if (!params.password) throw validationFailed('missing password');
  const email = params.email.toLowerCase();
  takeOrThrow(
    ctx.limiter,
    [
      ['signInPerIp', request.ip],
      ['signInPerEmail', email],
    ],
    'over_request_rate_limit',
  );

  const user = await findUserByEmail(ctx.sql, email);
  if (!user?.encrypted_password) {
    await spendPasswordCheckTime(params.password);
    throw invalidCredentials();
  }
  if (!(await matchesSlowHash(params.password, user.encrypted_password))) throw invalidCredentials();
  if (!user.email_confirmed_at) throw badRequest('email_not_confirmed', 'Email not confirmed');

  const authSession = await ctx.sql.begin((tx) => startAuthSession(ctx, tx, user.id, 'password', request));
  // Passwords set before the policy was tightened still work; the client is told to change it.
  const weak = weakPasswordReasons(params.password);
  return json(weak ? { ...authSession, weak_password: weak } : authSession);
}
