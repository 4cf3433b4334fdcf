-- A member's sign-in address, on each of their memberships: the team sees whom a task is
-- assigned to, offline too, since account_members syncs to the studio's members. The database
-- keeps it equal to the sign-in's own, so no one can write another address onto a membership.
alter table public.account_members add column email text not null default '';
update public.account_members m set email = coalesce(u.email, '') from auth.users u where u.id = m.user_id;

create function private.copy_member_email() returns trigger
  language plpgsql security definer set search_path = ''
  as $$
  begin
    new.email := coalesce((select u.email from auth.users u where u.id = new.user_id), '');
    return new;
  end
  $$;
revoke all on function private.copy_member_email() from public, anon, authenticated;
create trigger account_members_copy_email before insert or update on public.account_members
  for each row execute function private.copy_member_email();

-- A changed sign-in address reaches every membership.
create function private.follow_member_email() returns trigger
  language plpgsql security definer set search_path = ''
  as $$
  begin
    update public.account_members set email = coalesce(new.email, '') where user_id = new.id;
    return null;
  end
  $$;
revoke all on function private.follow_member_email() from public, anon, authenticated;
create trigger on_auth_user_email_changed after update of email on auth.users
  for each row when (old.email is distinct from new.email) execute function private.follow_member_email();
