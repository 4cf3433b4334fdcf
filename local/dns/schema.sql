-- The local stand-in for public DNS's TXT records: what a studio would add at its domain's DNS
-- host to prove the domain is its own (functions/accounts/txt-records.ts reads it when
-- DNS_TXT_RECORDS=local). Kept so a person (at /dns) or a test can add them. Idempotent: applied
-- at every start. The `local` schema is not granted to the API roles.
create schema if not exists local;

create table if not exists local.txt_records (
  -- Lower case, as DNS names compare without case.
  name text not null check (name = lower(name)),
  value text not null,
  created_at timestamptz not null default clock_timestamp(),
  primary key (name, value)
);
