-- The local stand-in for Stripe Connect (functions/lib/card-payments/card-payments-local.ts): the
-- studios' connected accounts, the checkouts clients pay on, and the payments as the provider
-- keeps them, so the webhook reads their current state here as it would ask Stripe. Idempotent:
-- applied at every start. The `local` schema is not granted to the API roles.
create schema if not exists local;

create table if not exists local.connect_accounts (
  id text primary key,
  account_id text not null,
  charges_enabled boolean not null default false,
  details_submitted boolean not null default false
);

create table if not exists local.card_checkouts (
  id text primary key,
  connected_account_id text not null references local.connect_accounts (id),
  amount bigint not null,
  currency text not null,
  description text not null,
  metadata jsonb not null,
  return_url text not null,
  save_card boolean not null,
  -- Made by the first card typed, as Checkout confirms one intent however many cards are tried.
  payment_intent_id text
);

create table if not exists local.card_payment_intents (
  id text primary key,
  connected_account_id text not null references local.connect_accounts (id),
  amount bigint not null,
  currency text not null,
  -- Stripe's PaymentIntent statuses the stand-in reaches.
  status text not null check (status in ('requires_payment_method', 'processing', 'succeeded')),
  amount_refunded bigint not null default 0,
  dispute text check (dispute in ('needs_response', 'won', 'lost')),
  metadata jsonb not null,
  created bigint not null
);

-- Refunds by their idempotency key: a repeated request refunds once, as Stripe's keys make it.
create table if not exists local.card_refunds (
  key text primary key,
  payment_intent_id text not null references local.card_payment_intents (id),
  amount bigint not null
);

-- Cards kept for off-session use (Checkout's `setup_future_usage`), each with its customer. What
-- the bank answers a later charge: accepted, or Stripe's error `code` and `decline_code` (a test may
-- set them, as a card that has since run out of funds).
create table if not exists local.card_payment_methods (
  id text primary key,
  connected_account_id text not null references local.connect_accounts (id),
  customer text not null,
  code text,
  decline_code text
);

-- What a PaymentIntent was paid with, when its card was saved or it charged a saved one.
alter table local.card_payment_intents
  add column if not exists customer text,
  add column if not exists payment_method text references local.card_payment_methods (id),
  add column if not exists setup_future_usage text check (setup_future_usage in ('off_session'));

-- Off-session charges by their idempotency key: a repeated request makes no second intent.
create table if not exists local.card_charges (
  key text primary key,
  payment_intent_id text not null
);
