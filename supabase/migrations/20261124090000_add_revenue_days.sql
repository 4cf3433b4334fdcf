-- Revenue per studio and UTC day, kept by a trigger from completed payments. The dashboard adds
-- a year's revenue from at most 366 of these rows instead of syncing every payment of the year
-- to each browser (a busy studio takes thousands). Days are UTC so the totals do not depend on
-- the studio's time zone: the dashboard adds whole days here and reads the payments of the
-- partial days at the edges of its window (core/domain/revenue.ts).
create table public.revenue_days (
  account_id text not null references public.accounts (id) on delete cascade,
  -- Days since 1970-01-01 UTC: floor(date / 86400000).
  day integer not null,
  -- Integer minor units, like every amount.
  amount bigint not null,
  primary key (account_id, day)
);
alter table public.revenue_days enable row level security;
create policy "members can read their account's revenue" on public.revenue_days
  for select to authenticated using (private.is_member(account_id));
-- Only the trigger writes: members read, nobody writes directly.
revoke insert, update, delete, truncate on public.revenue_days from anon, authenticated;

create or replace function private.add_revenue(target_account text, at_ms bigint, delta bigint) returns void
  language plpgsql security definer set search_path = ''
  as $$
  declare
    target_day integer := floor(at_ms / 86400000.0)::integer;
  begin
    -- One statement per change: concurrent payments on the same day add up, never overwrite.
    insert into public.revenue_days as r (account_id, day, amount)
    values (target_account, target_day, delta)
    on conflict (account_id, day) do update set amount = r.amount + excluded.amount;
    delete from public.revenue_days where account_id = target_account and day = target_day and amount = 0;
  end
  $$;

create or replace function private.count_revenue() returns trigger
  language plpgsql security definer set search_path = ''
  as $$
  begin
    if tg_op in ('UPDATE', 'DELETE') and old.status = 'completed' then
      perform private.add_revenue(old.account_id, old.date, -old.amount);
    end if;
    if tg_op in ('INSERT', 'UPDATE') and new.status = 'completed' then
      perform private.add_revenue(new.account_id, new.date, new.amount);
    end if;
    return null;
  end
  $$;

create trigger payments_count_revenue
  after insert or delete or update of account_id, date, amount, status on public.payments
  for each row execute function private.count_revenue();

insert into public.revenue_days (account_id, day, amount)
select account_id, floor(date / 86400000.0)::integer, sum(amount)
from public.payments
where status = 'completed'
group by 1, 2;

alter publication zero_studio add table public.revenue_days;
