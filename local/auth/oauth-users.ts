// The account an OAuth sign-in lands in, as GoTrue decides it: the user already linked to that
// provider identity; else the user with the same (provider-verified) address, now linked;
// else a new user.
import type postgres from 'postgres';
import type { Language } from '../mail/local-strings';
import { sha256 } from './secrets';
import { confirmEmail, findUserByEmail, insertUser } from './users';
import { jsonb } from './db';

export const oauthProviders = ['google', 'facebook'] as const;
export type OAuthProvider = (typeof oauthProviders)[number];

const ISSUERS: Record<OAuthProvider, string> = {
  google: 'https://accounts.google.com',
  facebook: 'https://www.facebook.com',
};

/** `email` must be normalised. Run in a transaction. */
export async function findOrCreateOAuthUser(
  tx: postgres.Sql,
  provider: OAuthProvider,
  email: string,
  lng: Language,
): Promise<string> {
  // Stands in for the provider's stable user id.
  const providerId = sha256(`${provider}:${email}`).slice(0, 24);
  const name = email.split('@')[0] ?? email;
  // The claims the provider would give; GoTrue copies them into user_metadata of a new user.
  const identityData = {
    iss: ISSUERS[provider],
    sub: providerId,
    provider_id: providerId,
    email,
    email_verified: true,
    phone_verified: false,
    name,
    full_name: name,
  };

  const [linked] = await tx<{ user_id: string }[]>`
    update auth.identities set last_sign_in_at = now(), updated_at = now()
    where provider = ${provider} and provider_id = ${providerId}
    returning user_id`;
  if (linked) return linked.user_id;

  const existing = await findUserByEmail(tx, email);
  if (existing) {
    await tx`
      insert into auth.identities (user_id, provider, provider_id, identity_data, last_sign_in_at)
      values (${existing.id}, ${provider}, ${providerId}, ${jsonb(tx, identityData)}, now())`;
    await tx`
      update auth.users set updated_at = now(), raw_app_meta_data = jsonb_set(
        raw_app_meta_data, '{providers}',
        (select to_jsonb(array_agg(distinct p)) from jsonb_array_elements_text(
          coalesce(raw_app_meta_data -> 'providers', '[]'::jsonb) || to_jsonb(${provider}::text)) as p))
      where id = ${existing.id}`;
    await confirmEmail(tx, existing.id);
    return existing.id;
  }

  const userId = await insertUser(tx, {
    email,
    passwordHash: null,
    confirmed: true,
    // The consent page's language stands in for the provider's locale claim: the app reads
    // user_metadata.locale, and mails are written in it.
    userMetadata: { ...identityData, locale: lng },
    provider,
    providerId,
    identityData,
  });
  if (!userId) throw new Error(`${email} was registered while signing in with ${provider}`);
  return userId;
}
