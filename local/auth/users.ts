// Users in auth.users and their identities, and the user object GoTrue sends to clients.
import type postgres from 'postgres';
import { jsonb } from './db';

type Identity = {
  identity_id: string;
  id: string;
  user_id: string;
  identity_data: Record<string, unknown>;
  provider: string;
  email: string | null;
  last_sign_in_at: string | null;
  created_at: string;
  updated_at: string;
};

/** A second factor as GoTrue lists it in the user object (without a name when it has none). */
type FactorJson = {
  id: string;
  friendly_name?: string;
  factor_type: string;
  status: string;
  created_at: string;
  updated_at: string;
  last_challenged_at: string | null;
  phone: string;
};

export type UserRecord = {
  id: string;
  aud: string;
  role: string;
  email: string | null;
  phone: string | null;
  encrypted_password: string | null;
  email_confirmed_at: Date | null;
  last_sign_in_at: Date | null;
  raw_app_meta_data: Record<string, unknown>;
  raw_user_meta_data: Record<string, unknown>;
  created_at: Date;
  updated_at: Date;
  identities: Identity[];
  factors: FactorJson[];
  confirmation_sent_at: Date | null;
  recovery_sent_at: Date | null;
  email_change_sent_at: Date | null;
  new_email: string | null;
};

export type Provider = 'email' | 'google' | 'facebook';

function selectUsers(db: postgres.Sql, where: postgres.PendingQuery<postgres.Row[]>) {
  const sentAt = (type: string) =>
    db`(select t.created_at from auth.one_time_tokens t where t.user_id = u.id and t.token_type = ${type})`;
  return db<UserRecord[]>`
    select u.id, u.aud, u.role, u.email, u.phone, u.encrypted_password, u.email_confirmed_at,
      u.last_sign_in_at, u.raw_app_meta_data, u.raw_user_meta_data, u.created_at, u.updated_at,
      coalesce((
        select jsonb_agg(jsonb_build_object(
          'identity_id', i.id, 'id', i.provider_id, 'user_id', i.user_id,
          'identity_data', i.identity_data, 'provider', i.provider,
          'email', i.identity_data ->> 'email', 'last_sign_in_at', i.last_sign_in_at,
          'created_at', i.created_at, 'updated_at', i.updated_at) order by i.created_at)
        from auth.identities i where i.user_id = u.id
      ), '[]'::jsonb) as identities,
      coalesce((
        select jsonb_agg(jsonb_build_object(
          'id', f.id, 'factor_type', f.factor_type, 'status', f.status,
          'created_at', f.created_at, 'updated_at', f.updated_at, 'last_challenged_at', f.last_challenged_at,
          'phone', '') || jsonb_strip_nulls(jsonb_build_object('friendly_name', f.friendly_name)) order by f.created_at)
        from auth.mfa_factors f where f.user_id = u.id
      ), '[]'::jsonb) as factors,
      ${sentAt('confirmation')} as confirmation_sent_at,
      ${sentAt('recovery')} as recovery_sent_at,
      ${sentAt('email_change')} as email_change_sent_at,
      (select t.relates_to from auth.one_time_tokens t
        where t.user_id = u.id and t.token_type = 'email_change') as new_email
    from auth.users u
    where ${where}`;
}

export async function findUserById(db: postgres.Sql, id: string): Promise<UserRecord | undefined> {
  const [user] = await selectUsers(db, db`u.id = ${id}`);
  return user;
}

/** `email` must already be normalised (lowercase), as every stored address is. */
export async function findUserByEmail(db: postgres.Sql, email: string): Promise<UserRecord | undefined> {
  const [user] = await selectUsers(db, db`u.email = ${email}`);
  return user;
}

/** The user object of GoTrue's answers; like GoTrue, empty optional fields (factors too) are left out. */
export function userJson(user: UserRecord): Record<string, unknown> {
  const optional = {
    email_confirmed_at: user.email_confirmed_at,
    confirmed_at: user.email_confirmed_at,
    confirmation_sent_at: user.confirmation_sent_at,
    recovery_sent_at: user.recovery_sent_at,
    new_email: user.new_email,
    email_change_sent_at: user.email_change_sent_at,
    last_sign_in_at: user.last_sign_in_at,
  };
  return {
    id: user.id,
    aud: user.aud,
    role: user.role,
    email: user.email ?? '',
    phone: user.phone ?? '',
    ...Object.fromEntries(Object.entries(optional).filter(([, value]) => value !== null)),
    app_metadata: user.raw_app_meta_data,
    user_metadata: user.raw_user_meta_data,
    identities: user.identities,
    ...(user.factors.length > 0 ? { factors: user.factors } : {}),
    created_at: user.created_at,
    updated_at: user.updated_at,
    is_anonymous: false,
  };
}

/**
 * Inserts a user with its first identity (the database trigger then creates their studio).
 * Returns undefined when the e-mail address is already taken.
 */
export async function insertUser(
  db: postgres.Sql,
  input: {
    email: string;
    passwordHash: string | null;
    confirmed: boolean;
    userMetadata: Record<string, unknown>;
    provider: Provider;
    /** The user's id at an OAuth provider; for 'email' the user's own id is used. */
    providerId?: string;
    identityData?: Record<string, unknown>;
  },
): Promise<string | undefined> {
  const appMetadata = { provider: input.provider, providers: [input.provider] };
  const identityData = input.identityData ?? {
    email: input.email,
    email_verified: input.confirmed,
    phone_verified: false,
  };
  const [row] = await db<{ user_id: string }[]>`
    with new_user as (
      insert into auth.users (email, encrypted_password, email_confirmed_at, raw_app_meta_data, raw_user_meta_data)
      values (${input.email}, ${input.passwordHash}, ${input.confirmed ? db`now()` : null},
              ${jsonb(db, appMetadata)}, ${jsonb(db, input.userMetadata)})
      on conflict (email) do nothing
      returning id
    )
    insert into auth.identities (user_id, provider, provider_id, identity_data)
    select id, ${input.provider}, coalesce(${input.providerId ?? null}, id::text),
           jsonb_build_object('sub', coalesce(${input.providerId ?? null}, id::text)) || ${jsonb(db, identityData)}
    from new_user
    returning user_id`;
  return row?.user_id;
}

/** Marks the address as verified: a link or code sent to it was used. */
export async function confirmEmail(db: postgres.Sql, userId: string): Promise<void> {
  await db`update auth.users set email_confirmed_at = coalesce(email_confirmed_at, now()), updated_at = now()
           where id = ${userId}`;
  await db`update auth.identities set identity_data = identity_data || '{"email_verified": true}'::jsonb, updated_at = now()
           where user_id = ${userId} and provider = 'email'`;
}
