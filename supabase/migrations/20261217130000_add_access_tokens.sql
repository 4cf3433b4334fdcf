-- Personal access tokens: a member's key for a publishing tool (the Lightroom plugin in
-- integrations/lightroom/) to upload into the studio's galleries, and nothing else. Only the
-- SHA-256 of each token is kept (a token is 256 random bits, so no slow hash is needed), with its
-- name, expiry and last use for the member to judge it by. A token goes with its maker's
-- membership; revoking one keeps its row, so the tool hears why it is refused. The table lives in
-- `private`, which neither API role may use, and is left out of the Zero publication: only the
-- /api handlers, connecting as the owner, read it.
create table private.access_tokens (
  id text primary key,
  account_id text not null references public.accounts (id) on delete cascade,
  user_id uuid not null,
  name text not null check (char_length(name) between 1 and 100),
  -- hex SHA-256 of the whole token (functions/lib/access-tokens.ts)
  token_hash text not null unique,
  created_at bigint not null default private.now_ms(),
  expires_at bigint not null,
  last_used_at bigint,
  revoked_at bigint,
  foreign key (account_id, user_id) references public.account_members (account_id, user_id) on delete cascade
);
create index access_tokens_member_idx on private.access_tokens (account_id, user_id);
alter table private.access_tokens enable row level security;
revoke all on private.access_tokens from public, anon, authenticated;

create trigger access_tokens_keeps_account_id before update of account_id on private.access_tokens
  for each row execute function private.keep_account_id();
