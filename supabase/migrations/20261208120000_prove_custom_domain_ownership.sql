-- A studio's own domain serves its public site only once the studio has shown it controls the
-- domain's DNS (a TXT record holding the claim's token, functions/accounts/verify-domain.ts).
-- Before, the first studio to type a hostname kept it, and its real owner got domain_taken.
-- Now any number of studios may claim a hostname; the first to verify it gets it, and a verified
-- hostname can no longer be claimed by another studio. One claim per studio.
create table public.custom_domains (
  account_id text primary key references public.accounts (id) on delete cascade,
  hostname text not null check (hostname <> '' and hostname = lower(hostname)),
  -- The value of the TXT record that proves control; a new claim gets a new one.
  token text not null check (length(token) >= 32),
  verified_at bigint,
  created_at bigint not null default private.now_ms()
);
create unique index custom_domains_verified_hostname_key on public.custom_domains (hostname)
  where verified_at is not null;
alter table public.custom_domains enable row level security;
-- Reached only through /api.
revoke all on public.custom_domains from anon, authenticated;

-- The domains served so far stay served: each was added to the stage by an operator by hand
-- (README, "A studio's own domain"), who saw it was the studio's.
insert into public.custom_domains (account_id, hostname, token, verified_at)
select id, lower(settings -> 'cms.settings' ->> 'customDomain'),
       replace(gen_random_uuid()::text || gen_random_uuid()::text, '-', ''), private.now_ms()
from public.accounts
where coalesce(settings -> 'cms.settings' ->> 'customDomain', '') <> '';

-- The hostname is no longer a setting a save of cms.settings could change.
update public.accounts
set settings = jsonb_set(settings, array['cms.settings'], (settings -> 'cms.settings') - 'customDomain')
where jsonb_typeof(settings -> 'cms.settings') = 'object' and settings -> 'cms.settings' ? 'customDomain';

drop index public.accounts_custom_domain_key;
