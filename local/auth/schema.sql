-- What the local auth server keeps beside auth.users (local/db/supabase-platform.sql): the
-- same kinds of tables GoTrue keeps, shaped for this server. Idempotent: applied at every start.
-- No grants: like GoTrue's tables, these are never reachable through /rest/v1.
-- Secrets (refresh tokens, one-time links and codes, PKCE auth codes) are stored as SHA-256
-- hashes, so reading the database does not give a way into an account. TOTP secrets cannot be:
-- every check computes codes from them (GoTrue keeps them as they are too, unless told to encrypt).

-- How a user signs in: 'email' (password, magic link) or an OAuth provider.
create table if not exists auth.identities (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references auth.users (id) on delete cascade,
  provider text not null,
  -- the user's id at the provider; the user's own id for 'email'
  provider_id text not null,
  identity_data jsonb not null default '{}'::jsonb,
  last_sign_in_at timestamptz,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  unique (provider, provider_id)
);
create index if not exists identities_user_id_idx on auth.identities (user_id);

-- One row per signed-in device; access tokens carry its id as session_id. Deleting it signs
-- that device out and revokes its refresh tokens.
create table if not exists auth.sessions (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references auth.users (id) on delete cascade,
  aal text not null default 'aal1',
  -- how the session was authenticated: [{method, timestamp}], the access token's amr claim
  amr jsonb not null default '[]'::jsonb,
  ip text,
  user_agent text,
  created_at timestamptz not null default now(),
  refreshed_at timestamptz
);
create index if not exists sessions_user_id_idx on auth.sessions (user_id);

-- Refresh tokens rotate: each use revokes the token and issues a child.
create table if not exists auth.refresh_tokens (
  id bigint generated always as identity primary key,
  session_id uuid not null references auth.sessions (id) on delete cascade,
  token_hash text not null unique,
  parent_id bigint references auth.refresh_tokens (id) on delete cascade,
  revoked_at timestamptz,
  created_at timestamptz not null default now()
);
create index if not exists refresh_tokens_session_id_idx on auth.refresh_tokens (session_id);
create index if not exists refresh_tokens_parent_id_idx on auth.refresh_tokens (parent_id);

-- A PKCE flow (and every OAuth sign-in, whose consent page needs its redirect target): the
-- client's code challenge, then the auth code it exchanges for a session.
create table if not exists auth.flow_state (
  id uuid primary key default gen_random_uuid(),
  user_id uuid references auth.users (id) on delete cascade,
  provider_type text not null,
  authentication_method text not null,
  code_challenge text,
  code_challenge_method text check (code_challenge_method in ('s256', 'plain')),
  redirect_to text,
  auth_code_hash text unique,
  auth_code_issued_at timestamptz,
  created_at timestamptz not null default now(),
  expires_at timestamptz not null,
  check ((code_challenge is null) = (code_challenge_method is null))
);

-- Links and codes sent by mail. One of each type per user: a new mail replaces the last one.
create table if not exists auth.one_time_tokens (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references auth.users (id) on delete cascade,
  token_type text not null check (token_type in ('confirmation', 'magiclink', 'recovery', 'email_change')),
  -- of the token in the link
  token_hash text not null unique,
  -- of the 6-digit code in the same mail, salted with the user's id
  otp_hash text not null,
  -- the address the mail went to; for email_change, the new address
  relates_to text not null,
  -- set when the request was a PKCE flow: the link then answers with ?code= instead of tokens
  flow_state_id uuid references auth.flow_state (id) on delete set null,
  created_at timestamptz not null default now(),
  unique (user_id, token_type)
);

-- Second factors: authenticator apps (TOTP). Unverified until the first code from the app is
-- verified; only verified factors make the user's next level aal2. Names as Supabase's, so
-- the API's check of a sign-in's level reads the same columns on both.
create table if not exists auth.mfa_factors (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references auth.users (id) on delete cascade,
  friendly_name text,
  factor_type text not null check (factor_type in ('totp')),
  status text not null default 'unverified' check (status in ('unverified', 'verified')),
  -- base32, what the app was given
  secret text,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  last_challenged_at timestamptz
);
create index if not exists mfa_factors_user_id_idx on auth.mfa_factors (user_id);
create unique index if not exists mfa_factors_user_friendly_name_unique on auth.mfa_factors (user_id, friendly_name)
  where friendly_name is not null;

-- A request to enter a code; verifying it marks it used.
create table if not exists auth.mfa_challenges (
  id uuid primary key default gen_random_uuid(),
  factor_id uuid not null references auth.mfa_factors (id) on delete cascade,
  created_at timestamptz not null default now(),
  verified_at timestamptz,
  -- the challenge must be verified from where it was asked for
  ip_address text
);
create index if not exists mfa_challenges_factor_id_idx on auth.mfa_challenges (factor_id);

-- The factor whose code raised the session to aal2: unenrolling it lowers the session again.
alter table auth.sessions add column if not exists factor_id uuid references auth.mfa_factors (id) on delete set null;
create index if not exists sessions_factor_id_idx on auth.sessions (factor_id);
