// The link and 6-digit code of an auth mail. Either one proves the reader received the mail;
// each works once, for one hour, and a newer mail of the same type replaces the older one.
import type postgres from 'postgres';
import { randomOtp, randomToken, sha256 } from './secrets';

export type OneTimeTokenType = 'confirmation' | 'magiclink' | 'recovery' | 'email_change';

export const ONE_TIME_TOKEN_LIFETIME_SECONDS = 60 * 60;

export type ConsumedToken = {
  userId: string;
  type: OneTimeTokenType;
  /** The address the mail went to (the new address of an e-mail change). */
  sentTo: string;
  flowStateId: string | null;
};

const otpHash = (userId: string, otp: string) => sha256(`${userId}:${otp}`);

export async function issueOneTimeToken(
  db: postgres.Sql,
  input: { userId: string; type: OneTimeTokenType; sentTo: string; flowStateId: string | null },
): Promise<{ token: string; otp: string }> {
  const token = randomToken();
  const otp = randomOtp();
  await db`
    insert into auth.one_time_tokens (user_id, token_type, token_hash, otp_hash, relates_to, flow_state_id)
    values (${input.userId}, ${input.type}, ${sha256(token)}, ${otpHash(input.userId, otp)}, ${input.sentTo}, ${input.flowStateId})
    on conflict (user_id, token_type) do update
    set token_hash = excluded.token_hash, otp_hash = excluded.otp_hash, relates_to = excluded.relates_to,
        flow_state_id = excluded.flow_state_id, created_at = now()`;
  return { token, otp };
}

const returning = (db: postgres.Sql) =>
  db`returning t.user_id as "userId", t.token_type as type, t.relates_to as "sentTo", t.flow_state_id as "flowStateId"`;
const fresh = (db: postgres.Sql) =>
  db`t.created_at > now() - make_interval(secs => ${ONE_TIME_TOKEN_LIFETIME_SECONDS})`;

/** Uses up the token of a link (GET /verify, or POST /verify with token_hash). */
export async function consumeLinkToken(
  db: postgres.Sql,
  token: string,
  types: OneTimeTokenType[],
): Promise<ConsumedToken | undefined> {
  const [consumed] = await db<ConsumedToken[]>`
    delete from auth.one_time_tokens t
    where t.token_hash = ${sha256(token)} and t.token_type in ${db(types)} and ${fresh(db)}
    ${returning(db)}`;
  return consumed;
}

/** Uses up the code of a mail sent to `email` (POST /verify with email and token). */
export async function consumeCode(
  db: postgres.Sql,
  email: string,
  otp: string,
  types: OneTimeTokenType[],
): Promise<ConsumedToken | undefined> {
  const [consumed] = await db<ConsumedToken[]>`
    delete from auth.one_time_tokens t
    where t.relates_to = ${email} and t.token_type in ${db(types)} and ${fresh(db)}
      and t.otp_hash = encode(sha256(convert_to(t.user_id::text || ':' || ${otp}, 'UTF8')), 'hex')
    ${returning(db)}`;
  return consumed;
}

/** After a password change nothing sent before it may be used any more. */
export async function revokeOneTimeTokens(db: postgres.Sql, userId: string): Promise<void> {
  await db`delete from auth.one_time_tokens where user_id = ${userId}`;
}
