-- Clients booking open slots on a studio's public page (functions/bookings/). Both tables live
-- in the private schema, which anon and authenticated cannot reach: only the handlers read them.

-- The link a client gets to cancel or move their booking. Only the token's SHA-256 hash is
-- kept; a link works for its one session until it is used (a move mails a new one) or the
-- session is cancelled.
create table private.booking_links (
  token_hash text primary key,
  session_id text not null references public.sessions (id) on delete cascade,
  account_id text not null references public.accounts (id) on delete cascade,
  created_at bigint not null default private.now_ms(),
  used_at bigint
);
create index booking_links_session_id_idx on private.booking_links (session_id);

-- Recent booking requests by caller address and by e-mail, to limit how often each may book.
create table private.booking_attempts (
  key text not null,
  at bigint not null default private.now_ms()
);
create index booking_attempts_key_at_idx on private.booking_attempts (key, at);
