-- Someone invited to a team who signs up through Google or Facebook gets no studio of their own
-- either. Such a sign-up cannot carry the sign-up form's `joining_team` flag (the provider's
-- redirect sets the user's metadata), so for them the open invitation to the address alone says
-- they came to join. The form's flag still counts for a password or magic-link sign-up, and no
-- one without an open invitation goes without a studio.
create or replace function private.create_studio_for_new_user() returns trigger
  language plpgsql security definer set search_path = ''
  as $$
  declare
    new_account text := gen_random_uuid()::text;
  begin
    if (new.raw_user_meta_data ->> 'joining_team' = 'true'
        or coalesce(new.raw_app_meta_data ->> 'provider', 'email') <> 'email')
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
