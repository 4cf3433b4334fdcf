-- A recovery code belongs to the authenticator app it was given with: removing that factor, by
-- turning two-step sign-in off or through Supabase Auth alone, removes its codes, and a new app
-- gets new ones. Codes given before go with the user's first verified app (the one the handlers
-- used); codes of a user who has none left are dropped, having nothing to recover.
alter table private.mfa_recovery_codes
  add column factor_id uuid references auth.mfa_factors (id) on delete cascade;
update private.mfa_recovery_codes c
set factor_id = (
  select f.id from auth.mfa_factors f
  where f.user_id = c.user_id and f.status = 'verified' and f.factor_type = 'totp'
  order by f.created_at limit 1
);
delete from private.mfa_recovery_codes where factor_id is null;
alter table private.mfa_recovery_codes alter column factor_id set not null;
create index mfa_recovery_codes_factor_id_idx on private.mfa_recovery_codes (factor_id);

-- Times in milliseconds since the epoch, as in the other tables. A code is never marked used:
-- using one turns two-step sign-in off, which removes the factor and with it every code.
alter table private.mfa_recovery_codes
  alter column created_at drop default,
  alter column created_at type bigint using (extract(epoch from created_at) * 1000)::bigint,
  alter column created_at set default private.now_ms(),
  drop column used_at;
