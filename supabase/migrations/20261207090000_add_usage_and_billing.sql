-- Pay per use (docs/decisions/pay-per-use.md): what each studio stores, uses per day, and how it
-- pays. Only the API reads and writes these tables (as owners, through /api): none is synced, and
-- the roles the public can reach hold no privilege on any of them.

-- What a studio stores now, kept by the photos' own triggers: whatever path adds, moves, gives a
-- new file to or deletes a photo (upload/complete, a Zero mutator, a gallery's deletion), the
-- bytes follow, and the upload limit reads one row.
create table public.account_storage (
  account_id text primary key references public.accounts (id) on delete cascade,
  stored_bytes bigint not null default 0 check (stored_bytes >= 0),
  photos integer not null default 0 check (photos >= 0)
);
alter table public.account_storage enable row level security;
revoke all on public.account_storage from anon, authenticated;

insert into public.account_storage (account_id, stored_bytes, photos)
select a.id, coalesce(sum(p.size), 0), count(p.id)
from public.accounts a left join public.photos p on p.account_id = a.id
group by a.id;

create or replace function private.count_account_storage() returns trigger
  language plpgsql security definer set search_path = ''
  as $$
  declare
    delta_bytes bigint := 0;
    delta_photos integer := 0;
    target text;
  begin
    if tg_op = 'INSERT' then
      target := new.account_id; delta_bytes := new.size; delta_photos := 1;
    elsif tg_op = 'DELETE' then
      target := old.account_id; delta_bytes := -old.size; delta_photos := -1;
    else
      target := new.account_id; delta_bytes := new.size - old.size;
    end if;
    if delta_bytes = 0 and delta_photos = 0 then
      return null;
    end if;
    insert into public.account_storage as s (account_id, stored_bytes, photos)
    select target, greatest(delta_bytes, 0), greatest(delta_photos, 0)
    where exists (select 1 from public.accounts where id = target)
    on conflict (account_id) do update
      set stored_bytes = greatest(s.stored_bytes + delta_bytes, 0), photos = greatest(s.photos + delta_photos, 0);
    return null;
  end
  $$;

create trigger photos_count_account_storage
  after insert or delete or update of size on public.photos
  for each row execute function private.count_account_storage();

-- Each studio's use per UTC day and meter (core/domain/usage.ts). Counters (renders, mails,
-- delivered bytes counted by the local server) add to the day's row as they happen; gauges
-- (stored bytes, photos, active galleries) and the delivered bytes folded from CloudFront's logs
-- are set, never added, so folding a day again never counts it twice.
create table public.usage_days (
  account_id text not null references public.accounts (id) on delete cascade,
  day date not null,
  meter text not null
    check (meter in ('stored_bytes', 'photos', 'renders', 'delivered_bytes', 'mails', 'active_galleries')),
  quantity bigint not null default 0 check (quantity >= 0),
  primary key (account_id, day, meter)
);
alter table public.usage_days enable row level security;
revoke all on public.usage_days from anon, authenticated;

-- How a studio pays: no card yet ('free', the allowance only), a card on file ('active'), an
-- invoice it has not paid ('past_due'), or a subscription it ended ('cancelled', the allowance
-- again). Written by the billing webhook and the owner's spending cap.
create table public.account_billing (
  account_id text primary key references public.accounts (id) on delete cascade,
  customer_id text unique,
  subscription_id text,
  card_brand text,
  card_last4 text check (card_last4 ~ '^[0-9]{4}$'),
  status text not null default 'free' check (status in ('free', 'active', 'past_due', 'cancelled')),
  -- At most this much a month, in minor units of the billing currency; null: no cap.
  spending_cap bigint check (spending_cap >= 0),
  -- The language of the owner who last set billing up or changed the cap: the studio keeps none
  -- of its own, and the warnings below are mailed in it.
  locale text not null default 'en' check (locale in ('en', 'es', 'ca')),
  -- The warnings mailed this month, so each goes once: {"month": "2026-11", "sent": ["allowance_80"]}.
  alerts jsonb not null default '{}'::jsonb check (jsonb_typeof(alerts) = 'object'),
  updated_at bigint not null default private.now_ms()
);
alter table public.account_billing enable row level security;
revoke all on public.account_billing from anon, authenticated;

-- The invoices billing sent a studio, as its webhook reported them.
create table public.billing_invoices (
  id text primary key,
  account_id text not null references public.accounts (id) on delete cascade,
  number text,
  status text not null check (status in ('draft', 'open', 'paid', 'uncollectible', 'void')),
  currency text not null check (currency ~ '^[A-Z]{3}$'),
  total bigint not null check (total >= 0),
  period_start bigint not null,
  period_end bigint not null,
  pdf_url text,
  created_at bigint not null default private.now_ms()
);
create index billing_invoices_account_id_idx on public.billing_invoices (account_id, period_start desc);
alter table public.billing_invoices enable row level security;
revoke all on public.billing_invoices from anon, authenticated;

-- Webhook events already applied: a replayed event changes nothing.
create table private.billing_events (
  id text primary key,
  type text not null,
  received_at bigint not null default private.now_ms()
);

-- When each periodic task of the jobs last ran, for those that need not run every minute.
create table private.job_runs (
  name text primary key,
  last_at bigint not null
);
