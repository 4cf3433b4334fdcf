-- The public addresses a studio has left (/p/{slug} before a change in Settings), and when. Links
-- already given out (invites, booking mails, the site) redirect from them to the studio's current
-- address, and no other studio may take one until the grace period of core/domain/account.ts
-- (FORMER_SLUG_GRACE_DAYS) is over (functions/accounts/update-slug.ts). A slug is held by one
-- studio at a time: the row goes when a studio takes the address again.
create table public.studio_former_slugs (
  slug text primary key check (slug ~ '^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$'),
  account_id text not null references public.accounts (id) on delete cascade,
  left_at bigint not null default private.now_ms()
);
create index studio_former_slugs_account_id_idx on public.studio_former_slugs (account_id);
alter table public.studio_former_slugs enable row level security;
-- Reached only through /api, as the database owner.
revoke all on public.studio_former_slugs from anon, authenticated;

create trigger studio_former_slugs_keeps_account_id before update of account_id on public.studio_former_slugs
  for each row execute function private.keep_account_id();
