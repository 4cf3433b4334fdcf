-- Enquiries visitors send from a studio's public site (functions/enquiries/). The handler
-- matches or creates the customer; the back office shows it as a new lead until a member
-- marks it handled, and keeps each message under the customer.

-- When the latest enquiry not yet handled came; null once a member has handled it.
alter table public.customers add column lead_at bigint;

create table public.enquiries (
  id text primary key,
  account_id text not null references public.accounts (id) on delete cascade,
  -- The studio's owner, as for sessions booked online: a visitor is no user.
  author_id uuid not null,
  customer_id text not null references public.customers (id) on delete cascade,
  message text not null default '' check (length(message) <= 2000),
  created_at bigint not null default private.now_ms()
);
create index enquiries_customer_id_created_at_idx on public.enquiries (customer_id, created_at);
create index enquiries_account_id_idx on public.enquiries (account_id);
alter table public.enquiries enable row level security;

-- The membership policies of every studio table (20261122000000_create_studio_schema.sql).
create policy "members can read their account's rows" on public.enquiries
  for select to authenticated using (private.is_member(account_id));
create policy "members can add rows to their account" on public.enquiries
  for insert to authenticated with check (private.is_member(account_id));
create policy "members can change their account's rows" on public.enquiries
  for update to authenticated using (private.is_member(account_id)) with check (private.is_member(account_id));
create policy "members can delete their account's rows" on public.enquiries
  for delete to authenticated using (private.is_member(account_id));

alter publication zero_studio add table public.enquiries;
