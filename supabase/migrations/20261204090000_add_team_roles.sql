-- Teams: a studio's people hold one of three roles, a ladder (core/domain/roles.ts):
-- assistants do the daily work (customers, sessions, galleries), managers also see money,
-- delete and set the studio up, owners also run the team and the studio itself. RLS keeps the
-- same rules as the API and the Zero handlers. Team invitations are reached only through /api.

alter table public.account_members drop constraint account_members_role_check;
-- Before roles, every second person was a 'member' with all but the owner's rights.
update public.account_members set role = 'manager' where role = 'member';
alter table public.account_members
  alter column role set default 'assistant',
  add constraint account_members_role_check check (role in ('owner', 'manager', 'assistant'));

-- Whether the caller holds at least `required_role` in the studio, from a sign-in that passed any
-- second factor they enrolled.
create or replace function private.has_role(target_account text, required_role text) returns boolean
  language sql stable security definer set search_path = ''
  as $$
    select exists (
      select 1 from public.account_members m
      where m.account_id = target_account and m.user_id = (select auth.uid())
        and array_position(array['assistant', 'manager', 'owner'], m.role)
          >= array_position(array['assistant', 'manager', 'owner'], required_role)
    ) and private.second_factor_met()
  $$;

create or replace function private.is_member(target_account text) returns boolean
  language sql stable security definer set search_path = ''
  as $$ select private.has_role(target_account, 'assistant') $$;

create or replace function private.is_owner(target_account text) returns boolean
  language sql stable security definer set search_path = ''
  as $$ select private.has_role(target_account, 'owner') $$;

revoke all on function private.has_role(text, text) from public, anon, authenticated;
grant execute on function private.has_role(text, text) to authenticated;

-- Money: managers and owners only.
do $$
declare
  t text;
begin
  foreach t in array array['revenue_days', 'outstanding_totals', 'outstanding_days'] loop
    execute format('drop policy "members can read their account''s %s" on public.%I',
      case t when 'revenue_days' then 'revenue' when 'outstanding_totals' then 'outstanding total'
        else 'outstanding days' end, t);
    execute format(
      'create policy "managers can read their account''s rows" on public.%I
         for select to authenticated using (private.has_role(account_id, ''manager''))', t);
  end loop;

  -- Payments and the studio's setup: every member reads the setup, managers change it; only
  -- managers see payments at all.
  foreach t in array array[
    'payments', 'account_settings', 'locations', 'session_types', 'schedule_plans', 'pages', 'custom_fonts'
  ] loop
    if t = 'payments' then
      execute format('drop policy "members can read their account''s rows" on public.%I', t);
      execute format(
        'create policy "managers can read their account''s rows" on public.%I
           for select to authenticated using (private.has_role(account_id, ''manager''))', t);
    end if;
    execute format('drop policy "members can add rows to their account" on public.%I', t);
    execute format('drop policy "members can change their account''s rows" on public.%I', t);
    execute format(
      'create policy "managers can add rows to their account" on public.%I
         for insert to authenticated with check (private.has_role(account_id, ''manager''))', t);
    execute format(
      'create policy "managers can change their account''s rows" on public.%I
         for update to authenticated using (private.has_role(account_id, ''manager''))
         with check (private.has_role(account_id, ''manager''))', t);
  end loop;

  -- Deleting anything is for managers.
  foreach t in array array[
    'account_settings', 'customers', 'locations', 'galleries', 'photos', 'gallery_invites', 'sessions',
    'payments', 'session_types', 'schedule_plans', 'pages', 'custom_fonts', 'enquiries'
  ] loop
    execute format('drop policy "members can delete their account''s rows" on public.%I', t);
    execute format(
      'create policy "managers can delete their account''s rows" on public.%I
         for delete to authenticated using (private.has_role(account_id, ''manager''))', t);
  end loop;
end
$$;

-- A studio always keeps an owner, whatever removes or demotes one (the API says so first;
-- this holds for any other path). A studio being deleted takes its members with it.
create or replace function private.keep_an_owner() returns trigger
  language plpgsql security definer set search_path = ''
  as $$
  begin
    if old.role = 'owner'
      and exists (select 1 from public.accounts a where a.id = old.account_id)
      and not exists (
        select 1 from public.account_members m where m.account_id = old.account_id and m.role = 'owner'
      )
    then
      raise exception 'a studio keeps at least one owner' using errcode = 'P0001', hint = 'last_owner';
    end if;
    return null;
  end
  $$;
revoke all on function private.keep_an_owner() from public, anon, authenticated;

create trigger account_members_keep_an_owner
  after update of role or delete on public.account_members
  for each row execute function private.keep_an_owner();

-- Invitations to join a studio's team. The link's token is kept only as its hash; accepting or
-- revoking deletes the row, so a link works once. One pending invitation per address.
create table public.team_invitations (
  id text primary key,
  account_id text not null references public.accounts (id) on delete cascade,
  email text not null check (email = lower(email) and length(email) between 3 and 320),
  role text not null check (role in ('owner', 'manager', 'assistant')),
  token_hash text not null unique,
  invited_by uuid not null,
  created_at bigint not null default private.now_ms(),
  expires_at bigint not null,
  unique (account_id, email)
);
alter table public.team_invitations enable row level security;
-- No policy and no privilege: neither API role reaches it through /rest/v1.
revoke all on public.team_invitations from anon, authenticated;
