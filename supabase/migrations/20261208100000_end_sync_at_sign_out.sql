-- The sign-ins still open, mirrored from Supabase Auth's own table so that Zero replicates them.
-- zero-cache keeps serving a query it has transformed until it asks /api/zero/query again
-- (every few minutes), so a sign-out elsewhere reached /api at once but an open sync connection
-- only minutes later. Every synced query now requires its caller's sign-in in this table
-- (core/zero/access.ts): a sign-out deletes the row and the sign-in's rows leave every open
-- connection within replication lag, as a deleted membership's already do. auth.sessions cannot
-- join the publication itself: Supabase Auth owns it; triggers on it are allowed.
create table public.live_auth_sessions (
  -- The access token's session_id claim.
  id uuid primary key,
  user_id uuid not null
);
create index live_auth_sessions_user_id_idx on public.live_auth_sessions (user_id);
alter table public.live_auth_sessions enable row level security;
-- Only the trigger below writes it and only Zero reads it: nothing for /rest/v1.
revoke all on public.live_auth_sessions from anon, authenticated;

create function private.mirror_auth_session() returns trigger
  language plpgsql security definer set search_path = ''
  as $$
  begin
    if tg_op = 'INSERT' then
      insert into public.live_auth_sessions (id, user_id) values (new.id, new.user_id) on conflict (id) do nothing;
    else
      delete from public.live_auth_sessions where id = old.id;
    end if;
    return null;
  end
  $$;
revoke execute on function private.mirror_auth_session() from public;

-- A user deleted takes their sign-ins with them (on delete cascade), through this trigger too.
create trigger mirror_live_auth_sessions
  after insert or delete on auth.sessions
  for each row execute function private.mirror_auth_session();

insert into public.live_auth_sessions (id, user_id) select id, user_id from auth.sessions;

alter publication zero_studio add table public.live_auth_sessions;
