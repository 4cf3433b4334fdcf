-- A client's portal (docs/decisions/client-portal.md): signed in by a code or a link mailed to
-- them, never a password. Only the handlers read this schema (functions/lib/client-portal/).

-- A mailed code and its one-click link, both kept only as hashes. A code lives 15 minutes and
-- takes at most 5 tries; a preview's link (the studio's "View as client") lives 5 minutes and has
-- no code. Either is spent once it opens a session.
create table private.client_portal_codes (
  id text primary key,
  account_id text not null references public.accounts (id) on delete cascade,
  customer_id text not null,
  code_hash text,
  link_hash text not null unique,
  preview boolean not null default false,
  created_at bigint not null default private.now_ms(),
  expires_at bigint not null,
  attempts integer not null default 0 check (attempts >= 0),
  used_at bigint,
  check (preview or code_hash is not null),
  foreign key (account_id, customer_id) references public.customers (account_id, id) on delete cascade
);
create index client_portal_codes_customer_idx on private.client_portal_codes (account_id, customer_id);

-- A portal session: the random token of its cookie, kept as its hash. It lasts 30 days unless the
-- client signs out; a preview's never answers, signs or pays anything.
create table private.client_portal_sessions (
  token_hash text primary key,
  account_id text not null references public.accounts (id) on delete cascade,
  customer_id text not null,
  preview boolean not null default false,
  created_at bigint not null default private.now_ms(),
  expires_at bigint not null,
  revoked_at bigint,
  foreign key (account_id, customer_id) references public.customers (account_id, id) on delete cascade
);
create index client_portal_sessions_customer_idx on private.client_portal_sessions (account_id, customer_id);

create trigger client_portal_codes_keeps_account_id before update of account_id on private.client_portal_codes
  for each row execute function private.keep_account_id();
create trigger client_portal_sessions_keeps_account_id before update of account_id on private.client_portal_sessions
  for each row execute function private.keep_account_id();

-- The portal opens an invited gallery as the invite's mail does: with a token of its own, traded
-- at once on the invite page, so neither the mail's link nor its reminder's stops working.
alter table public.gallery_invites add column portal_token_hash text unique;
