-- Links clients open quotes and invoices with, and who may issue (docs/decisions/invoices-that-never-change.md).

-- One unguessable token per link, kept only as its SHA-256 hash: the database (or a backup of it)
-- opens nothing. A link belongs to one document of one studio; the studio may revoke it and make
-- another. Only the handlers read this schema (functions/lib/invoicing/document-links.ts).
create table private.document_links (
  token_hash text primary key,
  account_id text not null references public.accounts (id) on delete cascade,
  quote_id text,
  invoice_id text,
  created_at bigint not null default private.now_ms(),
  revoked_at bigint,
  -- One of the two; the handlers never write both (the lookup would read the quote).
  check (quote_id is not null or invoice_id is not null),
  foreign key (account_id, quote_id) references public.quotes (account_id, id) on delete cascade,
  foreign key (account_id, invoice_id) references public.invoices (account_id, id) on delete cascade
);
create index document_links_quote_id_idx on private.document_links (quote_id) where quote_id is not null;
create index document_links_invoice_id_idx on private.document_links (invoice_id) where invoice_id is not null;

create trigger document_links_keeps_account_id before update of account_id on private.document_links
  for each row execute function private.keep_account_id();

-- Issuing, sending, cancelling and answering go through the API, which also writes what the law
-- asks for with them (the seller's details, the link, the tax records). Through the Data API a
-- manager may only write drafts: a row that would leave `draft` is refused.
alter policy "managers can add rows to their account" on public.invoices
  with check (private.has_role(account_id, 'manager') and status = 'draft');
alter policy "managers can change their account's rows" on public.invoices
  using (private.has_role(account_id, 'manager'))
  with check (private.has_role(account_id, 'manager') and status = 'draft');
alter policy "managers can add rows to their account" on public.quotes
  with check (private.has_role(account_id, 'manager') and status = 'draft');
alter policy "managers can change their account's rows" on public.quotes
  using (private.has_role(account_id, 'manager'))
  with check (private.has_role(account_id, 'manager') and status = 'draft');
