-- Two-step sign-in's recovery codes (functions/lib/recovery-codes.ts). Supabase Auth has none,
-- so they are kept here: a user's, not a studio's, in the private schema, which no API role may
-- use, each code hashed slowly with a salt of its own. Only the /api handlers (the database
-- owner) read them: nothing here replicates, and no policy lets a role through.
create table private.mfa_recovery_codes (
  id bigint generated always as identity primary key,
  user_id uuid not null references auth.users (id) on delete cascade,
  code_hash text not null,
  created_at timestamptz not null default now(),
  used_at timestamptz
);
create index mfa_recovery_codes_user_id_idx on private.mfa_recovery_codes (user_id);
alter table private.mfa_recovery_codes enable row level security;
revoke all on private.mfa_recovery_codes from public, anon, authenticated;
