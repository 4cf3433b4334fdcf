-- The studio's data is the photographer's: an owner can export all of it (a ZIP the jobs build,
-- functions/jobs/) and delete the studio. Deleting schedules a purge after a grace period,
-- during which an owner can change their mind; the jobs then delete its files and its rows.

alter table public.accounts
  add column deletion_scheduled_at bigint,
  add column deletion_requested_by uuid;
create index accounts_deletion_scheduled_at_idx on public.accounts (deletion_scheduled_at)
  where deletion_scheduled_at is not null;

create table public.studio_exports (
  id text primary key,
  account_id text not null references public.accounts (id) on delete cascade,
  requested_by uuid not null,
  -- The language of the export's README and of the mail saying it is ready.
  locale text not null default 'en' check (locale in ('en', 'es', 'ca')),
  status text not null default 'pending' check (status in ('pending', 'building', 'ready', 'failed')),
  object_key text,
  size bigint,
  created_at bigint not null default private.now_ms(),
  started_at bigint,
  finished_at bigint
);
create index studio_exports_account_id_idx on public.studio_exports (account_id, created_at desc);
create index studio_exports_pending_idx on public.studio_exports (created_at) where status = 'pending';
-- One export under way per studio: asking twice at once gives the same one back.
create unique index studio_exports_one_under_way_idx on public.studio_exports (account_id)
  where status in ('pending', 'building');
alter table public.studio_exports enable row level security;
-- Reached only through /api and the jobs.
revoke all on public.studio_exports from anon, authenticated;
