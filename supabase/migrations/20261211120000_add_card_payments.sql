-- Clients pay invoices by card through the studio's own Stripe account
-- (docs/decisions/card-payments-through-the-studios-stripe.md). The studio connects its account
-- once; each card payment is one payments row, found again by the provider's id, and set from the
-- provider's current state by the Connect webhook. Only the server writes these columns.

-- The studio's connected account ---------------------------------------------------------------
create table public.payment_accounts (
  account_id text primary key references public.accounts (id) on delete cascade,
  stripe_account_id text not null unique,
  -- What Stripe says of the account: it may take card payments, and the studio finished onboarding.
  charges_enabled boolean not null default false,
  details_submitted boolean not null default false,
  created_at bigint not null default private.now_ms(),
  updated_at bigint not null default private.now_ms()
);
alter table public.payment_accounts enable row level security;
create policy "managers can read their account's payment account" on public.payment_accounts
  for select to authenticated using (private.has_role(account_id, 'manager'));
-- Only the onboarding handler and the webhook write it.
revoke insert, update, delete, truncate, references, trigger on public.payment_accounts from anon, authenticated;
create trigger payment_accounts_keeps_account_id before update of account_id on public.payment_accounts
  for each row execute function private.keep_account_id();
alter publication zero_studio add table public.payment_accounts;

-- Card payments of invoices --------------------------------------------------------------------
-- A card payment belongs to an invoice (and its instalment), and to the invoice's session when it
-- has one; a payment recorded by hand keeps belonging to a session. `pending` is a card payment
-- the provider has not confirmed yet (the invoice shows it as processing).
alter table public.payments
  alter column session_id drop not null,
  add column invoice_id text,
  add column instalment_id text,
  -- The provider's PaymentIntent: one provider payment is one row.
  add column provider_payment_id text unique,
  add column amount_refunded bigint not null default 0,
  -- The latest dispute of a card payment: open while the client's bank decides, then won or lost.
  add column dispute text check (dispute in ('open', 'won', 'lost')),
  add constraint payments_session_or_invoice check (session_id is not null or invoice_id is not null),
  add constraint payments_refund_within_amount check (amount_refunded between 0 and amount),
  add constraint payments_invoice_id_fkey foreign key (account_id, invoice_id)
    references public.invoices (account_id, id) on delete restrict,
  add constraint payments_instalment_id_fkey foreign key (account_id, instalment_id)
    references public.invoice_instalments (account_id, id) on delete restrict;
create index payments_invoice_id_idx on public.payments (invoice_id);
create index payments_instalment_id_idx on public.payments (instalment_id);

-- Revenue is the money kept: a completed payment less what was refunded of it.
create or replace function private.count_revenue() returns trigger
  language plpgsql security definer set search_path = ''
  as $$
  begin
    if tg_op in ('UPDATE', 'DELETE') and old.status = 'completed' then
      perform private.add_revenue(old.account_id, old.date, -(old.amount - old.amount_refunded));
    end if;
    if tg_op in ('INSERT', 'UPDATE') and new.status = 'completed' then
      perform private.add_revenue(new.account_id, new.date, new.amount - new.amount_refunded);
    end if;
    return null;
  end
  $$;

drop trigger payments_count_revenue on public.payments;
create trigger payments_count_revenue
  after insert or delete or update of account_id, date, amount, amount_refunded, status on public.payments
  for each row execute function private.count_revenue();

-- Connect webhook events already applied: a replayed event changes nothing.
create table private.card_payment_events (
  id text primary key,
  type text not null,
  received_at bigint not null default private.now_ms()
);
