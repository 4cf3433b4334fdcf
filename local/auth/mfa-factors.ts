// Users' second factors (authenticator apps) and the challenges their codes answer, with
// GoTrue's rules for enrolling, verifying and removing them.
import type postgres from 'postgres';
import { lowerAuthSessionsRaisedBy } from './auth-sessions';
import { UUID } from './db';
import { AuthError, forbidden, unprocessable } from './errors';

/** GoTrue's defaults. */
const MAX_FACTORS_PER_USER = 10;
const CHALLENGE_LIFETIME_SECONDS = 300;
/** An unverified factor never challenged for this long was an abandoned enrolment. */
const ABANDONED_ENROLMENT_SECONDS = 300;

export type Factor = { id: string; status: 'unverified' | 'verified'; secret: string };

/** The caller's factor named in the path; another user's is not found either. */
export async function findOwnFactor(db: postgres.Sql, userId: string, factorId: string | undefined): Promise<Factor> {
  if (!factorId || !UUID.test(factorId)) throw new AuthError(404, 'validation_failed', 'factor_id must be an UUID');
  const [factor] = await db<Factor[]>`
    select id, status, secret from auth.mfa_factors where id = ${factorId} and user_id = ${userId}`;
  if (!factor) throw new AuthError(404, 'mfa_factor_not_found', 'Factor not found');
  return factor;
}

/**
 * Adds an unverified TOTP factor, after dropping the user's abandoned enrolments. Refused as
 * GoTrue refuses it: a name the user already gave a factor (no name counts as the empty name),
 * an eleventh factor, or a new factor from an aal1 session once the user has a verified one.
 * Returns the factor's id.
 */
export async function insertTotpFactor(
  db: postgres.Sql,
  input: { userId: string; aal: string; friendlyName: string | null; secret: string },
): Promise<string> {
  // Enrolments of one user take turns, so that each sees the factors the others added.
  await db`select 1 from auth.users where id = ${input.userId} for no key update`;
  await db`
    delete from auth.mfa_factors f
    where f.user_id = ${input.userId} and f.status = 'unverified'
      and f.created_at < now() - make_interval(secs => ${ABANDONED_ENROLMENT_SECONDS})
      and not exists (select 1 from auth.mfa_challenges c where c.factor_id = f.id)`;
  const factors = await db<{ friendly_name: string | null; status: string }[]>`
    select friendly_name, status from auth.mfa_factors where user_id = ${input.userId}`;

  const name = input.friendlyName ?? '';
  if (factors.some((factor) => (factor.friendly_name ?? '') === name)) {
    throw unprocessable(
      'mfa_factor_name_conflict',
      `A factor with the friendly name ${JSON.stringify(name)} for this user already exists`,
    );
  }
  if (factors.length >= MAX_FACTORS_PER_USER) {
    throw unprocessable(
      'too_many_enrolled_mfa_factors',
      'Maximum number of verified factors reached, unenroll to continue',
    );
  }
  if (input.aal !== 'aal2' && factors.some((factor) => factor.status === 'verified')) {
    throw forbidden('insufficient_aal', 'AAL2 required to enroll a new factor');
  }
  const [factor] = await db<{ id: string }[]>`
    insert into auth.mfa_factors (user_id, friendly_name, factor_type, secret)
    values (${input.userId}, ${input.friendlyName}, 'totp', ${input.secret})
    returning id`;
  if (!factor) throw new Error('insert into auth.mfa_factors returned nothing');
  return factor.id;
}

export async function createChallenge(
  db: postgres.Sql,
  factorId: string,
  ip: string,
): Promise<{ id: string; expiresAt: number }> {
  const [challenge] = await db<{ id: string; created_at: Date }[]>`
    with challenge as (
      insert into auth.mfa_challenges (factor_id, ip_address) values (${factorId}, ${ip}) returning id, created_at
    ), challenged as (
      update auth.mfa_factors set last_challenged_at = now() where id = ${factorId}
    )
    select id, created_at from challenge`;
  if (!challenge) throw new Error('insert into auth.mfa_challenges returned nothing');
  return {
    id: challenge.id,
    expiresAt: Math.floor(challenge.created_at.getTime() / 1000) + CHALLENGE_LIFETIME_SECONDS,
  };
}

/**
 * Locks the factor's challenge for a verification, refused with GoTrue's answers when it is
 * unknown, used already or asked for from another address, or expired. Returns its id.
 */
export async function openChallenge(
  db: postgres.Sql,
  factorId: string,
  challengeId: string | null | undefined,
  ip: string,
): Promise<string> {
  const [challenge] =
    challengeId && UUID.test(challengeId)
      ? await db<{ id: string; used: boolean; ip_address: string | null; expired: boolean }[]>`
          select id, verified_at is not null as used, ip_address,
            created_at < now() - make_interval(secs => ${CHALLENGE_LIFETIME_SECONDS}) as expired
          from auth.mfa_challenges where id = ${challengeId} and factor_id = ${factorId}
          for update`
      : [];
  if (!challenge) throw unprocessable('mfa_factor_not_found', 'MFA factor with the provided challenge ID not found');
  // GoTrue gives a used challenge this answer too.
  if (challenge.used || challenge.ip_address !== ip) {
    throw unprocessable('mfa_ip_address_mismatch', 'Challenge and verify IP addresses mismatch.');
  }
  if (challenge.expired) {
    throw unprocessable(
      'mfa_challenge_expired',
      `MFA challenge ${challenge.id} has expired, verify against another challenge or create a new challenge.`,
    );
  }
  return challenge.id;
}

/**
 * The challenge was answered with a right code: it is used up, and a first verification
 * completes the enrolment. Like GoTrue, the user's other unfinished enrolments are dropped.
 */
export async function completeChallenge(
  db: postgres.Sql,
  input: { userId: string; factorId: string; challengeId: string },
): Promise<void> {
  await db`update auth.mfa_challenges set verified_at = now() where id = ${input.challengeId}`;
  await db`update auth.mfa_factors set status = 'verified', updated_at = now()
           where id = ${input.factorId} and status = 'unverified'`;
  await db`delete from auth.mfa_factors where user_id = ${input.userId} and status = 'unverified'`;
}

export async function deleteFactor(db: postgres.Sql, factorId: string): Promise<void> {
  await lowerAuthSessionsRaisedBy(db, factorId, 'totp');
  await db`delete from auth.mfa_factors where id = ${factorId}`;
}
