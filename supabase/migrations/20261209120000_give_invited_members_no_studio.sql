-- Someone who signs up to join a team they were invited to gets no studio of their own (it
-- listed them as its owner, empty, beside the studio they came for). The sign-up form says so
-- in the user's metadata when it was opened from an invitation; the flag alone is not enough:
-- an open invitation to the address must exist too, or the new user gets a studio as anyone.
create or replace function private.create_studio_for_new_user() returns trigger
  language plpgsql security definer set search_path = ''
  as $$
  declare
    new_account text := gen_random_uuid()::text;
  begin
    if new.raw_user_meta_data ->> 'joining_team' = 'true'
      and exists (select 1 from public.team_invitations i
                  where i.email = lower(new.email) and i.expires_at > private.now_ms()) then
      return new;
    end if;
    insert into public.accounts (id, name, author_id)
    values (
      new_account,
      coalesce(nullif(btrim(new.raw_user_meta_data ->> 'studio_name'), ''), split_part(coalesce(new.email, 'studio'), '@', 1)),
      new.id
    );
    insert into public.account_members (account_id, user_id, role) values (new_account, new.id, 'owner');
    return new;
  end
  $$;
revoke execute on function private.create_studio_for_new_user() from public, anon, authenticated;
