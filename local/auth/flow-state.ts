// PKCE (RFC 7636) as GoTrue does it: the client sends a code challenge when a flow starts; the
// link or consent page answers with ?code=, which only the holder of the verifier can exchange.
import { createHash, timingSafeEqual } from 'node:crypto';
import type postgres from 'postgres';
import { AuthError, badRequest, validationFailed } from './errors';
import { randomToken, sha256 } from './secrets';
import type { AuthMethod } from './auth-sessions';
import { z } from 'zod';

export type Pkce = { challenge: string; method: 's256' | 'plain' };

/** An auth code must be exchanged soon after the link or consent page issued it. */
const AUTH_CODE_LIFETIME_SECONDS = 5 * 60;

/** The body fields /signup and /otp share: who signs up or in, their metadata, the PKCE challenge. */
export const signUpOrInParams = {
  email: z.string().nullish(),
  phone: z.string().nullish(),
  data: z.record(z.string(), z.unknown()).nullish(),
  code_challenge: z.string().nullish(),
  code_challenge_method: z.string().nullish(),
};

/** Validates the optional code_challenge/code_challenge_method pair of a request. */
export function parsePkce(challenge: string | null | undefined, method: string | null | undefined): Pkce | null {
  if (!challenge && !method) return null;
  if (!challenge || !method) throw validationFailed('PKCE flow requires code_challenge_method and code_challenge');
  if (challenge.length < 43 || challenge.length > 128) {
    throw validationFailed('code challenge has to be between 43 and 128 characters');
  }
  if (!/^[a-zA-Z0-9._~-]+$/.test(challenge)) {
    throw validationFailed(
      'code challenge can only contain alphanumeric characters, hyphens, periods, underscores and tildes',
    );
  }
  const normalized = method.toLowerCase();
  if (normalized !== 's256' && normalized !== 'plain') throw validationFailed('Invalid code_challenge_method');
  return { challenge, method: normalized };
}

export async function createFlowState(
  db: postgres.Sql,
  input: {
    userId: string | null;
    providerType: string;
    authenticationMethod: AuthMethod;
    pkce: Pkce | null;
    redirectTo: string | null;
    lifetimeSeconds: number;
  },
): Promise<string> {
  // Abandoned flows are only useful until they expire.
  await db`delete from auth.flow_state where expires_at < now() - interval '1 day'`;
  const [row] = await db<{ id: string }[]>`
    insert into auth.flow_state (user_id, provider_type, authentication_method, code_challenge, code_challenge_method, redirect_to, expires_at)
    values (${input.userId}, ${input.providerType}, ${input.authenticationMethod}, ${input.pkce?.challenge ?? null},
            ${input.pkce?.method ?? null}, ${input.redirectTo}, now() + make_interval(secs => ${input.lifetimeSeconds}))
    returning id`;
  if (!row) throw new Error('insert into auth.flow_state returned nothing');
  return row.id;
}

/** The flow is done on the server's side: returns the code the client exchanges for a session. */
export async function issueAuthCode(db: postgres.Sql, flowStateId: string, userId: string): Promise<string> {
  const code = randomToken();
  const updated = await db`
    update auth.flow_state
    set user_id = ${userId}, auth_code_hash = ${sha256(code)}, auth_code_issued_at = now()
    where id = ${flowStateId}`;
  if (updated.count === 0) throw new AuthError(422, 'flow_state_not_found', 'No valid flow state found for user.');
  return code;
}

/** POST /token?grant_type=pkce: checks the verifier and consumes the code (run in a transaction). */
export async function exchangeAuthCode(
  tx: postgres.Sql,
  authCode: string,
  codeVerifier: string,
): Promise<{ userId: string; authenticationMethod: AuthMethod }> {
  const [flow] = await tx<
    {
      id: string;
      user_id: string | null;
      authentication_method: AuthMethod;
      code_challenge: string | null;
      code_challenge_method: Pkce['method'] | null;
      expired: boolean;
    }[]
  >`
    select id, user_id, authentication_method, code_challenge, code_challenge_method,
      auth_code_issued_at < now() - make_interval(secs => ${AUTH_CODE_LIFETIME_SECONDS}) as expired
    from auth.flow_state where auth_code_hash = ${sha256(authCode)}
    for update`;
  if (!flow?.user_id || !flow.code_challenge || !flow.code_challenge_method) {
    throw new AuthError(404, 'flow_state_not_found', 'invalid flow state, no valid flow state found');
  }
  if (flow.expired) throw new AuthError(422, 'flow_state_expired', 'invalid flow state, flow state has expired');
  if (!verifierMatches({ challenge: flow.code_challenge, method: flow.code_challenge_method }, codeVerifier)) {
    // The code stays usable, as in GoTrue: a wrong guess by someone else must not burn it.
    throw badRequest('bad_code_verifier', 'code challenge does not match previously saved code verifier');
  }
  await tx`delete from auth.flow_state where id = ${flow.id}`;
  return { userId: flow.user_id, authenticationMethod: flow.authentication_method };
}

function verifierMatches(pkce: Pkce, verifier: string): boolean {
  const derived = pkce.method === 's256' ? createHash('sha256').update(verifier).digest('base64url') : verifier;
  const a = Buffer.from(derived);
  const b = Buffer.from(pkce.challenge);
  return a.length === b.length && timingSafeEqual(a, b);
}
