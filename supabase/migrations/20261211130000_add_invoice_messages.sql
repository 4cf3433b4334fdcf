-- What was mailed to a client about an invoice and when (docs/decisions/work-that-runs-later.md):
-- the invoice itself, each reminder of an instalment, each receipt. The jobs that send them
-- insert the row in the transaction that sends, and the unique keys make a job delivered twice
-- send nothing more. Managers and owners read them (the invoice screen shows what was sent);
-- only the server writes them.
create table public.invoice_messages (
  id text primary key default gen_random_uuid()::text,
  account_id text not null references public.accounts (id) on delete cascade,
  invoice_id text not null,
  -- The instalment a reminder is about; none for the invoice mail and receipts.
  instalment_id text,
  kind text not null check (kind in ('invoice', 'reminder_before', 'reminder_after', 'receipt')),
  -- How many days before (reminder_before) or after (reminder_after) the due date; 0 otherwise.
  offset_days integer not null default 0 check (offset_days between 0 and 366),
  -- The payment a receipt thanks for; '' otherwise.
  payment_id text not null default '' check (length(payment_id) <= 200),
  to_address text not null check (length(to_address) <= 320),
  sent_at bigint not null default private.now_ms(),
  foreign key (account_id, invoice_id) references public.invoices (account_id, id) on delete cascade,
  foreign key (account_id, instalment_id) references public.invoice_instalments (account_id, id) on delete cascade,
  check ((kind in ('reminder_before', 'reminder_after')) = (instalment_id is not null)),
  check ((kind = 'receipt') = (payment_id <> ''))
);
create index invoice_messages_invoice_id_idx on public.invoice_messages (invoice_id, sent_at);
create index invoice_messages_account_id_idx on public.invoice_messages (account_id);
-- A reminder once per instalment, kind and day; a receipt once per payment. The invoice mail may
-- be sent again (the studio resends it). The studio leads each key, so a row pointed at another
-- studio's instalment meets its foreign key, never another studio's row.
create unique index invoice_messages_reminder_once
  on public.invoice_messages (account_id, instalment_id, kind, offset_days) where instalment_id is not null;
create unique index invoice_messages_receipt_once
  on public.invoice_messages (account_id, invoice_id, payment_id) where kind = 'receipt';

create trigger invoice_messages_keeps_account_id before update of account_id on public.invoice_messages
  for each row execute function private.keep_account_id();

alter table public.invoice_messages enable row level security;
create policy "managers can read their account's rows" on public.invoice_messages
  for select to authenticated using (private.has_role(account_id, 'manager'));
revoke all on public.invoice_messages from anon, authenticated;
grant select on public.invoice_messages to authenticated;
alter publication zero_studio add table public.invoice_messages;
