-- What clients still owe, kept by a trigger from sessions, so the home page and the clients
-- dashboard no longer sync every session that owes money to each browser (a busy studio has
-- thousands, and a browser reads all it has synced before it shows any screen).
--   outstanding_totals: the whole balance per studio.
--   outstanding_days:   the balance per studio and UTC day of the sessions' dates. The
--                       dashboards read only today's and later days: what is overdue is the
--                       total minus what falls due from now on (core/domain/outstanding.ts).
-- A session's balance is what core/domain/money.ts `sessionBalance` says: nothing once it is
-- cancelled or a no-show, otherwise its unpaid price, never negative.
create table public.outstanding_totals (
  account_id text primary key references public.accounts (id) on delete cascade,
  -- Integer minor units, like every amount.
  amount bigint not null
);

create table public.outstanding_days (
  account_id text not null references public.accounts (id) on delete cascade,
  -- Days since 1970-01-01 UTC: floor(date / 86400000), as revenue_days counts them.
  day integer not null,
  amount bigint not null,
  primary key (account_id, day)
);

alter table public.outstanding_totals enable row level security;
alter table public.outstanding_days enable row level security;
create policy "members can read their account's outstanding total" on public.outstanding_totals
  for select to authenticated using (private.is_member(account_id));
create policy "members can read their account's outstanding days" on public.outstanding_days
  for select to authenticated using (private.is_member(account_id));
-- Only the trigger writes: members read, nobody writes directly.
revoke insert, update, delete, truncate on public.outstanding_totals, public.outstanding_days from anon, authenticated;

create or replace function private.session_balance(status text, price bigint, paid bigint) returns bigint
  language sql immutable set search_path = ''
  as $$
    select case when status in ('cancelled', 'no_show') then 0 else greatest(price - paid, 0) end
  $$;

create or replace function private.add_outstanding(target_account text, at_ms bigint, delta bigint) returns void
  language plpgsql security definer set search_path = ''
  as $$
  declare
    target_day integer := floor(at_ms / 86400000.0)::integer;
  begin
    -- Nothing changed, or the studio is being deleted (its sessions go by cascade).
    if delta = 0 or not exists (select 1 from public.accounts where id = target_account) then
      return;
    end if;
    -- One statement per table and change: concurrent changes add up, never overwrite.
    insert into public.outstanding_totals as t (account_id, amount)
    values (target_account, delta)
    on conflict (account_id) do update set amount = t.amount + excluded.amount;
    insert into public.outstanding_days as d (account_id, day, amount)
    values (target_account, target_day, delta)
    on conflict (account_id, day) do update set amount = d.amount + excluded.amount;
    delete from public.outstanding_days where account_id = target_account and day = target_day and amount = 0;
  end
  $$;

create or replace function private.count_outstanding() returns trigger
  language plpgsql security definer set search_path = ''
  as $$
  begin
    if tg_op in ('UPDATE', 'DELETE') then
      perform private.add_outstanding(
        old.account_id, old.date, -private.session_balance(old.status, old.price, old.payment_amount));
    end if;
    if tg_op in ('INSERT', 'UPDATE') then
      perform private.add_outstanding(
        new.account_id, new.date, private.session_balance(new.status, new.price, new.payment_amount));
    end if;
    return null;
  end
  $$;

create trigger sessions_count_outstanding
  after insert or delete or update of account_id, date, price, payment_amount, status on public.sessions
  for each row execute function private.count_outstanding();

insert into public.outstanding_days (account_id, day, amount)
select account_id, floor(date / 86400000.0)::integer, sum(private.session_balance(status, price, payment_amount))
from public.sessions
group by 1, 2
having sum(private.session_balance(status, price, payment_amount)) <> 0;

insert into public.outstanding_totals (account_id, amount)
select account_id, sum(amount) from public.outstanding_days group by 1;

alter publication zero_studio add table public.outstanding_totals, public.outstanding_days;
