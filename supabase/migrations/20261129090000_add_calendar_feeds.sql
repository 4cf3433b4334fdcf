-- Each studio's calendar feed: a secret address (/api/calendar/{token}/sessions.ics) that
-- Google Calendar, Apple Calendar and Outlook subscribe to. Replacing the token makes the old
-- address answer 404 at once. The token is kept as it is, not hashed, so members can see the
-- address again whenever they add another calendar, as Google's own secret address works; it
-- opens nothing but a read of sessions this same database holds. The table lives in `private`,
-- which neither API role may use, and is left out of the Zero publication: only the /api
-- handlers, connecting as the owner, read it.
create table private.calendar_feeds (
  account_id text primary key references public.accounts (id) on delete cascade,
  -- 256 random bits, base64url (functions/calendar/feed-token.ts).
  token text not null unique check (token ~ '^[A-Za-z0-9_-]{43}$'),
  created_at bigint not null default private.now_ms()
);
alter table private.calendar_feeds enable row level security;
revoke all on private.calendar_feeds from public, anon, authenticated;
