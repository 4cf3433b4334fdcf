-- A person with an authenticator app enrolled reaches their studios' rows only from a sign-in
-- that has passed its code (aal2), as the API and the Zero handlers require (functions/lib/auth.ts).
-- Every policy asks private.is_member or private.is_owner, so the rule is kept in those two.

-- plpgsql, so its body is checked when it runs: auth.mfa_factors belongs to Supabase Auth.
create or replace function private.second_factor_met() returns boolean
  language plpgsql stable security definer set search_path = ''
  as $$
  begin
    return coalesce(auth.jwt() ->> 'aal', 'aal1') = 'aal2'
      or not exists (
        select 1 from auth.mfa_factors f where f.user_id = (select auth.uid()) and f.status = 'verified'
      );
  end
  $$;

create or replace function private.is_member(target_account text) returns boolean
  language sql stable security definer set search_path = ''
  as $$
    select exists (
      select 1 from public.account_members m
      where m.account_id = target_account and m.user_id = (select auth.uid())
    ) and private.second_factor_met()
  $$;

create or replace function private.is_owner(target_account text) returns boolean
  language sql stable security definer set search_path = ''
  as $$
    select exists (
      select 1 from public.account_members m
      where m.account_id = target_account and m.user_id = (select auth.uid()) and m.role = 'owner'
    ) and private.second_factor_met()
  $$;
