-- A card the client saved while paying an invoice, so its next instalments are charged on their
-- due dates (docs/decisions/card-payments-through-the-studios-stripe.md, "Saved cards"). The ids
-- are the provider's, on the studio's connected account: its customer and the payment method kept
-- for off-session use. Only the Connect webhook writes it and only the charge job reads it; the API
-- roles reach nothing in `private`.
create table private.invoice_saved_cards (
  account_id text not null references public.accounts (id) on delete cascade,
  invoice_id text not null,
  customer text not null check (length(customer) between 1 and 255),
  payment_method text not null check (length(payment_method) between 1 and 255),
  saved_at bigint not null default private.now_ms(),
  -- The last charge the bank refused, and its decline code (Stripe's `decline_code`, or the error
  -- `code` when it gives none): the studio may tell the client to pay on the page instead.
  declined_at bigint,
  decline_code text check (length(decline_code) <= 100),
  -- One card per invoice: the latest one saved replaces the one before. The studio leads the key,
  -- so a row pointed at another studio's invoice meets its foreign key, never another studio's row.
  primary key (account_id, invoice_id),
  foreign key (account_id, invoice_id) references public.invoices (account_id, id) on delete cascade
);

create trigger invoice_saved_cards_keeps_account_id before update of account_id on private.invoice_saved_cards
  for each row execute function private.keep_account_id();
