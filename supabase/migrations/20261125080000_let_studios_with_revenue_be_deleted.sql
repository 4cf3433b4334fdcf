-- Deleting a studio deletes its payments by cascade, and the revenue trigger then tried to
-- record the change for a studio that was already gone: the foreign key refused it, so a
-- studio that had ever been paid could not be deleted. A studio that no longer exists has no
-- revenue to keep.
create or replace function private.add_revenue(target_account text, at_ms bigint, delta bigint) returns void
  language plpgsql security definer set search_path = ''
  as $$
  declare
    target_day integer := floor(at_ms / 86400000.0)::integer;
  begin
    if not exists (select 1 from public.accounts where id = target_account) then
      return;
    end if;
    -- One statement per change: concurrent payments on the same day add up, never overwrite.
    insert into public.revenue_days as r (account_id, day, amount)
    values (target_account, target_day, delta)
    on conflict (account_id, day) do update set amount = r.amount + excluded.amount;
    delete from public.revenue_days where account_id = target_account and day = target_day and amount = 0;
  end
  $$;
