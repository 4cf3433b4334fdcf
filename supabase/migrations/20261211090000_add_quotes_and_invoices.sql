-- Quotes and invoices (docs/decisions/invoices-that-never-change.md). Drafts change freely
-- through the back office; issuing gives an invoice its number here, in one gapless sequence per
-- studio, series and year, and from then on the database refuses any edit of what the document
-- says and any delete: a correction is a corrective invoice that refers to it, a cancellation is
-- recorded on it. Only managers and owners see money, so only they reach these rows.

-- Quotes ---------------------------------------------------------------------------------------
create table public.quotes (
  id text primary key,
  account_id text not null references public.accounts (id) on delete cascade,
  author_id uuid not null,
  customer_id text not null,
  session_id text,
  status text not null default 'draft' check (status in ('draft', 'sent', 'accepted', 'declined')),
  title text not null default '' check (length(title) <= 200),
  notes text not null default '' check (length(notes) <= 5000),
  -- The client's language for the public page, the mails and the PDF.
  language text not null default 'en' check (language in ('en', 'es', 'ca')),
  currency text not null check (currency ~ '^[A-Z]{3}$'),
  customer_tax_id text not null default '' check (length(customer_tax_id) <= 50),
  customer_address text not null default '' check (length(customer_address) <= 500),
  -- The last day the client may accept, as an instant (end of that day in the studio's zone).
  expires_at bigint,
  -- How an accepted quote is paid: [{percent, due}] (core/domain/payment-plan.ts); empty is at once.
  plan jsonb not null default '[]'::jsonb check (jsonb_typeof(plan) = 'array'),
  -- Sums of the lines, kept by the server with the lines.
  subtotal bigint not null default 0,
  tax_total bigint not null default 0,
  total bigint not null default 0,
  sent_at bigint,
  answered_at bigint,
  -- The invoice an accepted quote became.
  invoice_id text,
  created_at bigint not null default private.now_ms(),
  updated_at bigint not null default private.now_ms(),
  unique (account_id, id),
  foreign key (account_id, customer_id) references public.customers (account_id, id) on delete restrict,
  foreign key (account_id, session_id) references public.sessions (account_id, id) on delete set null (session_id)
);
create index quotes_account_id_created_at_idx on public.quotes (account_id, created_at);
create index quotes_customer_id_idx on public.quotes (customer_id);
create index quotes_session_id_idx on public.quotes (session_id);

-- Lines of quotes and invoices share one shape: quantity × unit price less a discount, then the
-- line's tax, rounded once (core/domain/invoice-totals.ts); the document's totals are their sums.
create table public.quote_lines (
  id text primary key,
  account_id text not null references public.accounts (id) on delete cascade,
  quote_id text not null,
  position integer not null default 0,
  description text not null check (length(btrim(description)) between 1 and 500),
  quantity integer not null default 1 check (quantity between 1 and 100000),
  unit_price bigint not null check (unit_price between -100000000000 and 100000000000),
  -- Basis points: 1000 is 10 %, 2100 is 21 %.
  discount_bp integer not null default 0 check (discount_bp between 0 and 10000),
  tax_rate_bp integer not null default 0 check (tax_rate_bp between 0 and 10000),
  -- Why a line carries no tax ('reverse_charge', 'exempt', 'outside_scope'), or ''.
  tax_exemption text not null default '' check (tax_exemption in ('', 'reverse_charge', 'exempt', 'outside_scope')),
  net bigint not null default 0,
  tax bigint not null default 0,
  check (tax_exemption = '' or tax_rate_bp = 0),
  foreign key (account_id, quote_id) references public.quotes (account_id, id) on delete cascade
);
create index quote_lines_quote_id_idx on public.quote_lines (quote_id, position);

-- Invoices -------------------------------------------------------------------------------------
create table public.invoices (
  id text primary key,
  account_id text not null references public.accounts (id) on delete cascade,
  author_id uuid not null,
  customer_id text not null,
  session_id text,
  quote_id text,
  -- A corrective invoice refers to the invoice it corrects and has its own series.
  kind text not null default 'invoice' check (kind in ('invoice', 'corrective')),
  corrects_id text,
  status text not null default 'draft' check (status in ('draft', 'issued', 'cancelled')),
  -- Set when issued (private.number_invoice): series '' is "2027-0001", 'R' is "R2027-0001".
  series text not null default '' check (series ~ '^[A-Z]{0,3}$'),
  year integer,
  number integer,
  number_text text,
  issued_at bigint,
  due_at bigint,
  language text not null default 'en' check (language in ('en', 'es', 'ca')),
  currency text not null check (currency ~ '^[A-Z]{3}$'),
  -- Who sells and who buys, as written on the document when it was issued.
  seller jsonb not null default '{}'::jsonb check (jsonb_typeof(seller) = 'object'),
  customer_name text not null default '' check (length(customer_name) <= 200),
  customer_email text not null default '' check (length(customer_email) <= 320),
  customer_tax_id text not null default '' check (length(customer_tax_id) <= 50),
  customer_address text not null default '' check (length(customer_address) <= 500),
  notes text not null default '' check (length(notes) <= 5000),
  -- Why this corrects the invoice it refers to.
  correction_reason text not null default '' check (length(correction_reason) <= 500),
  subtotal bigint not null default 0,
  tax_total bigint not null default 0,
  total bigint not null default 0,
  -- Whether the client may save their card for the next instalments.
  allow_saved_card boolean not null default false,
  -- What happened to the money since: kept by the payment handlers, never part of the document.
  amount_paid bigint not null default 0,
  amount_refunded bigint not null default 0,
  payment_status text not null default 'unpaid'
    check (payment_status in ('unpaid', 'processing', 'partial', 'paid', 'refunded')),
  disputed boolean not null default false,
  cancelled_at bigint,
  cancel_reason text not null default '' check (length(cancel_reason) <= 500),
  created_at bigint not null default private.now_ms(),
  updated_at bigint not null default private.now_ms(),
  unique (account_id, id),
  unique (account_id, series, year, number),
  check ((status = 'draft') = (number is null)),
  check (status = 'draft' or (issued_at is not null and number_text is not null and year is not null)),
  check (kind = 'invoice' or corrects_id is not null),
  check (kind = 'corrective' or total >= 0),
  foreign key (account_id, customer_id) references public.customers (account_id, id) on delete restrict,
  foreign key (account_id, session_id) references public.sessions (account_id, id) on delete restrict,
  foreign key (account_id, quote_id) references public.quotes (account_id, id) on delete restrict,
  foreign key (account_id, corrects_id) references public.invoices (account_id, id) on delete restrict
);
create index invoices_account_id_created_at_idx on public.invoices (account_id, created_at);
create index invoices_customer_id_idx on public.invoices (customer_id);
create index invoices_session_id_idx on public.invoices (session_id);
create index invoices_corrects_id_idx on public.invoices (corrects_id);

alter table public.quotes
  add foreign key (account_id, invoice_id) references public.invoices (account_id, id) on delete set null (invoice_id);

create table public.invoice_lines (
  id text primary key,
  account_id text not null references public.accounts (id) on delete cascade,
  invoice_id text not null,
  position integer not null default 0,
  description text not null check (length(btrim(description)) between 1 and 500),
  quantity integer not null default 1 check (quantity between -100000 and 100000 and quantity <> 0),
  unit_price bigint not null check (unit_price between -100000000000 and 100000000000),
  discount_bp integer not null default 0 check (discount_bp between 0 and 10000),
  tax_rate_bp integer not null default 0 check (tax_rate_bp between 0 and 10000),
  tax_exemption text not null default '' check (tax_exemption in ('', 'reverse_charge', 'exempt', 'outside_scope')),
  net bigint not null default 0,
  tax bigint not null default 0,
  check (tax_exemption = '' or tax_rate_bp = 0),
  foreign key (account_id, invoice_id) references public.invoices (account_id, id) on delete cascade
);
create index invoice_lines_invoice_id_idx on public.invoice_lines (invoice_id, position);

-- When the client pays what: one instalment for a plain invoice, a deposit and the rest for a
-- payment plan. Part of the document once issued; only what was paid of each moves on.
create table public.invoice_instalments (
  id text primary key,
  account_id text not null references public.accounts (id) on delete cascade,
  invoice_id text not null,
  position integer not null default 0,
  amount bigint not null check (amount > 0),
  due_at bigint not null,
  amount_paid bigint not null default 0 check (amount_paid >= 0),
  unique (account_id, id),
  foreign key (account_id, invoice_id) references public.invoices (account_id, id) on delete cascade
);
create index invoice_instalments_invoice_id_idx on public.invoice_instalments (invoice_id, position);

-- The last number given per studio, series and year. Taking the next one locks the row until the
-- issuing transaction ends, so concurrent issues queue and a rolled-back issue gives its number
-- back: the sequence has no gaps and no duplicates.
create table private.invoice_counters (
  account_id text not null references public.accounts (id) on delete cascade,
  series text not null,
  year integer not null,
  last_number integer not null,
  primary key (account_id, series, year)
);

create function private.number_invoice() returns trigger
  language plpgsql security definer set search_path = ''
  as $$
  declare
    zone text;
  begin
    if new.status = 'draft' or (tg_op = 'UPDATE' and old.status <> 'draft') then
      return new;
    end if;
    new.issued_at := coalesce(new.issued_at, private.now_ms());
    select coalesce(a.settings ->> 'timeZone', 'UTC') into zone from public.accounts a where a.id = new.account_id;
    new.year := extract(year from to_timestamp(new.issued_at / 1000.0) at time zone zone)::integer;
    insert into private.invoice_counters as c (account_id, series, year, last_number)
    values (new.account_id, new.series, new.year, 1)
    on conflict (account_id, series, year) do update set last_number = c.last_number + 1
    returning last_number into new.number;
    new.number_text := new.series || new.year || '-' || lpad(new.number::text, 4, '0');
    return new;
  end
  $$;
revoke all on function private.number_invoice() from public, anon, authenticated;

create trigger invoices_number_when_issued
  before insert or update of status on public.invoices
  for each row execute function private.number_invoice();

-- What an issued invoice says never changes. Only the money that follows it, its cancellation and
-- the time of the last change may; a cancelled invoice stays cancelled. A studio being deleted
-- takes its documents with it (the account row is gone by then).
create function private.keep_issued_invoice() returns trigger
  language plpgsql security definer set search_path = ''
  as $$
  declare
    moving constant text[] := array[
      'status', 'amount_paid', 'amount_refunded', 'payment_status', 'disputed', 'cancelled_at',
      'cancel_reason', 'updated_at'];
  begin
    if old.status = 'draft' then
      return coalesce(new, old);
    end if;
    if tg_op = 'DELETE' then
      if not exists (select 1 from public.accounts a where a.id = old.account_id) then
        return old;
      end if;
      raise exception 'an issued invoice is never deleted (%)', old.number_text
        using errcode = 'P0001', hint = 'invoice_issued';
    end if;
    if (to_jsonb(new) - moving) is distinct from (to_jsonb(old) - moving)
      or (old.status = 'cancelled' and new.status <> 'cancelled')
      or new.status = 'draft'
    then
      raise exception 'an issued invoice is never edited (%)', old.number_text
        using errcode = 'P0001', hint = 'invoice_issued';
    end if;
    return new;
  end
  $$;
revoke all on function private.keep_issued_invoice() from public, anon, authenticated;

create trigger invoices_keep_issued
  before update or delete on public.invoices
  for each row execute function private.keep_issued_invoice();

-- Lines and instalments belong to the document: once it is issued none is added, changed or
-- removed, except what was paid of an instalment.
create function private.keep_issued_invoice_parts() returns trigger
  language plpgsql security definer set search_path = ''
  as $$
  declare
    target_invoice text := case when tg_op = 'DELETE' then old.invoice_id else new.invoice_id end;
    target_account text := case when tg_op = 'DELETE' then old.account_id else new.account_id end;
    invoice_status text;
  begin
    select i.status into invoice_status from public.invoices i where i.id = target_invoice;
    if invoice_status is null or invoice_status = 'draft' then
      return coalesce(new, old);
    end if;
    if tg_op = 'UPDATE' and tg_table_name = 'invoice_instalments'
      and (to_jsonb(new) - 'amount_paid') = (to_jsonb(old) - 'amount_paid')
    then
      return new;
    end if;
    if tg_op = 'DELETE' and not exists (select 1 from public.accounts a where a.id = target_account) then
      return old;
    end if;
    raise exception 'an issued invoice is never edited' using errcode = 'P0001', hint = 'invoice_issued';
  end
  $$;
revoke all on function private.keep_issued_invoice_parts() from public, anon, authenticated;

create trigger invoice_lines_keep_issued
  before insert or update or delete on public.invoice_lines
  for each row execute function private.keep_issued_invoice_parts();
create trigger invoice_instalments_keep_issued
  before insert or update or delete on public.invoice_instalments
  for each row execute function private.keep_issued_invoice_parts();

-- A row never moves to another studio (20261208130000_keep_references_within_a_studio.sql).
create trigger quotes_keeps_account_id before update of account_id on public.quotes
  for each row execute function private.keep_account_id();
create trigger quote_lines_keeps_account_id before update of account_id on public.quote_lines
  for each row execute function private.keep_account_id();
create trigger invoices_keeps_account_id before update of account_id on public.invoices
  for each row execute function private.keep_account_id();
create trigger invoice_lines_keeps_account_id before update of account_id on public.invoice_lines
  for each row execute function private.keep_account_id();
create trigger invoice_instalments_keeps_account_id before update of account_id on public.invoice_instalments
  for each row execute function private.keep_account_id();
create trigger invoice_counters_keeps_account_id before update of account_id on private.invoice_counters
  for each row execute function private.keep_account_id();

-- Money: managers and owners only, as for payments.
do $$
declare
  t text;
begin
  foreach t in array array['quotes', 'quote_lines', 'invoices', 'invoice_lines', 'invoice_instalments'] loop
    execute format('alter table public.%I enable row level security', t);
    execute format(
      'create policy "managers can read their account''s rows" on public.%I
         for select to authenticated using (private.has_role(account_id, ''manager''))', t);
    execute format(
      'create policy "managers can add rows to their account" on public.%I
         for insert to authenticated with check (private.has_role(account_id, ''manager''))', t);
    execute format(
      'create policy "managers can change their account''s rows" on public.%I
         for update to authenticated using (private.has_role(account_id, ''manager''))
         with check (private.has_role(account_id, ''manager''))', t);
    execute format(
      'create policy "managers can delete their account''s rows" on public.%I
         for delete to authenticated using (private.has_role(account_id, ''manager''))', t);
    execute format('revoke truncate, references, trigger on public.%I from anon, authenticated', t);
    execute format('alter publication zero_studio add table public.%I', t);
  end loop;
end
$$;
