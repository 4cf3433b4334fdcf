-- The public addresses a studio has left (/p/{slug} before a change in Settings), and when. Links
-- already given out (invites, booking mails, the site) redirect from them to the studio's current
-- address, and no other studio may take one until the grace period is over. A slug is held by one
-- studio at a time: the row goes when a studio takes the address again. The trigger below keeps
-- the rule for every write of accounts.slug, whoever sends it (functions/accounts/update-slug.ts
-- or the Data API's owner policy).
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

-- How long a studio keeps an address it left. FORMER_SLUG_GRACE_DAYS (core/domain/account.ts) says
-- the same to the app; tests/integration/former-addresses.test.ts fails when the two differ.
create function private.former_slug_grace_days() returns integer
  language sql immutable set search_path = ''
  as $$ select 90 $$;

-- Whether another studio than `account` left `slug` within the grace period.
create function private.slug_on_hold(slug text, account text) returns boolean
  language sql stable set search_path = ''
  as $$
    select exists (
      select 1 from public.studio_former_slugs f
      where f.slug = slug_on_hold.slug and f.account_id <> slug_on_hold.account
        and f.left_at > private.now_ms() - private.former_slug_grace_days() * 86400000::bigint)
  $$;

-- Before a studio's address changes: holds every change that takes or leaves either address until
-- the transaction ends (in one order, no deadlock), so a studio leaving an address and another
-- taking it are one after the other; refuses an address another studio holds (SQLSTATE SLUGH,
-- answered 409 slug_on_hold); and keeps the address left as the studio's former one.
create function private.keep_former_slugs() returns trigger
  language plpgsql security definer set search_path = ''
  as $$
  declare
    left_slug text := case when tg_op = 'UPDATE' then old.slug end;
    locked text;
  begin
    if new.slug is not distinct from left_slug then
      return new;
    end if;
    for locked in
      select s from unnest(array[new.slug, left_slug]) s where s is not null order by s collate "C"
    loop
      perform pg_advisory_xact_lock(hashtextextended('slug:' || locked, 0));
    end loop;
    if new.slug is not null and private.slug_on_hold(new.slug, new.id) then
      raise exception 'another studio left the address % recently', new.slug
        using errcode = 'SLUGH', hint = 'slug_on_hold';
    end if;
    -- Taken again (by the studio that left it, or another after the grace): no longer a former address.
    delete from public.studio_former_slugs where slug in (new.slug, left_slug);
    if left_slug is not null then
      insert into public.studio_former_slugs (slug, account_id) values (left_slug, new.id);
    end if;
    return new;
  end
  $$;
revoke all on function private.former_slug_grace_days(), private.slug_on_hold(text, text),
  private.keep_former_slugs() from public, anon, authenticated;

create trigger accounts_keep_former_slugs before insert or update of slug on public.accounts
  for each row execute function private.keep_former_slugs();
