// Two-step sign-in's recovery codes: ten single-use codes given once at enrolment, each usable
// in place of the authenticator app's code. Supabase Auth has none of its own, so they live in
// private.mfa_recovery_codes, which no API role can read, each hashed slowly with a salt of its
// own (scrypt, functions/lib/slow-hash.ts): a stolen table gives nobody a code.
import { randomInt } from 'node:crypto';
import type postgres from 'postgres';
import { checkGuess } from './attempt-limit';
import { deleteFactor } from './auth-admin';
import { HttpError } from './http';
import { matchesSlowHash, slowHash } from './slow-hash';

const RECOVERY_CODE_COUNT = 10;
// Ten random characters of 31 (49 bits) per code, guessed at most a few times an hour
// (attempt-limit.ts): unlike a password, a code needs no costly hash against guessing, so a
// lighter scrypt (8 MiB) keeps checking ten of them quick.
const CODE_COST = { N: 2 ** 13, r: 8, p: 1 };
// No 0/o, 1/i/l: codes get read off paper and typed again.
const ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';
const GROUP = 5;

/** A new code, written `xxxxx-xxxxx`. */
function newCode(): string {
  const characters = Array.from({ length: GROUP * 2 }, () => ALPHABET[randomInt(ALPHABET.length)]).join('');
  return `${characters.slice(0, GROUP)}-${characters.slice(GROUP)}`;
}

/** As typed: any case, with or without the dash and spaces. */
const normalize = (typed: string) => typed.toLowerCase().replace(/[\s-]/g, '');

/**
 * The ids of the user's authenticator apps, the newest first, or 409 `two_step_off` when
 * two-step sign-in is off.
 */
export async function verifiedFactors(sql: postgres.Sql, userId: string): Promise<string[]> {
  const factors = await sql<{ id: string }[]>`
    select id::text from auth.mfa_factors
    where user_id = ${userId} and status = 'verified' and factor_type = 'totp'
    order by created_at desc`;
  if (factors.length === 0) throw new HttpError(409, 'two_step_off', 'Two-step sign-in is off');
  return factors.map((factor) => factor.id);
}

/**
 * Two-step sign-in goes: every authenticator app of the user, through Supabase Auth's admin API,
 * and with them every code (they cascade). 409 `two_step_off` when it is off already; with
 * `recoveryCode`, only when that is one of the user's codes (422 `recovery_code_invalid`
 * otherwise). Nothing is written before Supabase Auth has removed the apps, and the code's own
 * app goes last, so when that fails the code stays usable.
 */
export async function turnTwoStepOff(
  sql: postgres.Sql,
  caller: { userId: string; address: string },
  recoveryCode?: string,
): Promise<void> {
  await verifiedFactors(sql, caller.userId);
  const code = recoveryCode === undefined ? undefined : await matchingCode(sql, caller, recoveryCode);
  await sql.begin(async (tx) => {
    // One at a time per user: of simultaneous uses of one code exactly one gets past this, and
    // the others find two-step sign-in off. Not a lock on the code's row, which the factor's
    // removal deletes: the auth server would wait on this transaction, which waits on it.
    await tx`select pg_advisory_xact_lock(hashtext(${`two-step-off:${caller.userId}`}))`;
    const factors = await verifiedFactors(tx, caller.userId);
    if (code) {
      const [stillThere] = await tx`select 1 from private.mfa_recovery_codes where id = ${code.id}`;
      if (!stillThere) throw new HttpError(422, 'recovery_code_invalid', 'This recovery code is not valid');
    }
    const others = factors.filter((factorId) => factorId !== code?.factorId);
    for (const factorId of [...others, ...factors.filter((factorId) => !others.includes(factorId))]) {
      await deleteFactor(caller.userId, factorId);
    }
  });
}

/**
 * Ten new codes for the user's authenticator app `factorId`, when it has none yet (409
 * `recovery_codes_exist` otherwise: codes given are never replaced behind the person's back).
 * Only hashes are kept.
 */
export async function issueRecoveryCodes(sql: postgres.Sql, userId: string, factorId: string): Promise<string[]> {
  return sql.begin(async (tx) => {
    // Two requests at once must not both hand out codes, of which only one set would work.
    await tx`select pg_advisory_xact_lock(hashtext(${`recovery-codes:${userId}`}))`;
    // Checked before the ten slow hashes, which a refused request need not pay for.
    const [given] = await tx`select 1 from private.mfa_recovery_codes where factor_id = ${factorId} limit 1`;
    if (given) throw new HttpError(409, 'recovery_codes_exist', 'Recovery codes were already given');
    const codes = Array.from({ length: RECOVERY_CODE_COUNT }, newCode);
    const hashes = await Promise.all(codes.map((code) => slowHash(normalize(code), CODE_COST)));
    const rows = hashes.map((codeHash) => ({ user_id: userId, factor_id: factorId, code_hash: codeHash }));
    await tx`insert into private.mfa_recovery_codes ${tx(rows)}`;
    return codes;
  });
}

/**
 * The user's code `typed` (its id and its app's), or 422 `recovery_code_invalid`. Wrong guesses
 * count against the user and the address (429 past the limit, before anything is compared).
 */
async function matchingCode(
  sql: postgres.Sql,
  caller: { userId: string; address: string },
  typed: string,
): Promise<{ id: string; factorId: string }> {
  const code = normalize(typed);
  let match: { id: string; factorId: string } | undefined;
  await checkGuess(sql, 'recovery-code', { address: caller.address, email: caller.userId }, async () => {
    const codes = await sql<{ id: string; factorId: string; codeHash: string }[]>`
      select c.id::text, c.factor_id::text as "factorId", c.code_hash as "codeHash"
      from private.mfa_recovery_codes c join auth.mfa_factors f on f.id = c.factor_id
      where c.user_id = ${caller.userId} and f.status = 'verified' order by c.id`;
    for (const { id, factorId, codeHash } of codes) {
      if (await matchesSlowHash(code, codeHash)) {
        match = { id, factorId };
        return true;
      }
    }
    // Its codes went with two-step sign-in, turned off since by a request beside this one (the
    // same code sent twice): that says so, and is no wrong guess to count.
    await verifiedFactors(sql, caller.userId);
    return false;
  });
  if (match === undefined) throw new HttpError(422, 'recovery_code_invalid', 'This recovery code is not valid');
  return match;
}
