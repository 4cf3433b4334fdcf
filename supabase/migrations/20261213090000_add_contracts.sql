-- Contracts clients sign online (docs/decisions/contracts-that-never-change.md). A template is the
-- studio's text with merge fields; a contract copies it for one client and is edited freely while
-- it is a draft. Sending fills the fields, snapshots the text and records its SHA-256; from then on
-- the database refuses any change of what the contract says and any delete. A signature is never
-- changed nor removed. A change is a new version, which voids the one it replaces. Only managers
-- and owners reach these rows, as for quotes and invoices.

create table public.contract_templates (
  id text primary key,
  account_id text not null references public.accounts (id) on delete cascade,
  name text not null check (length(btrim(name)) between 1 and 200),
  language text not null default 'en' check (language in ('en', 'es', 'ca')),
  -- Markdown with merge fields such as {{client.name}} (core/domain/contract-fields.ts).
  body text not null default '' check (length(body) <= 100000),
  -- What the client fills in when signing: [{key, label, required}].
  client_fields jsonb not null default '[]'::jsonb check (jsonb_typeof(client_fields) = 'array'),
  created_at bigint not null default private.now_ms(),
  updated_at bigint not null default private.now_ms(),
  unique (account_id, id)
);
create index contract_templates_account_id_idx on public.contract_templates (account_id, name);

create table public.contracts (
  id text primary key,
  account_id text not null references public.accounts (id) on delete cascade,
  customer_id text not null,
  session_id text,
  template_id text,
  -- The invoice whose total and deposit the merge fields read.
  invoice_id text,
  title text not null default '' check (length(title) <= 200),
  language text not null default 'en' check (language in ('en', 'es', 'ca')),
  body text not null default '' check (length(body) <= 100000),
  client_fields jsonb not null default '[]'::jsonb check (jsonb_typeof(client_fields) = 'array'),
  -- 'signed': the client signed and the studio has not yet; 'completed': both signed; 'void':
  -- withdrawn, or replaced by a new version.
  status text not null default 'draft' check (status in ('draft', 'sent', 'signed', 'completed', 'void')),
  version integer not null default 1 check (version >= 1),
  -- The version this one replaces.
  previous_id text,
  -- The hash of the text as sent (functions/lib/contracts/contract-hash.ts); every signature
  -- records the one it was given.
  document_sha256 text check (document_sha256 ~ '^[0-9a-f]{64}$'),
  sent_at bigint,
  completed_at bigint,
  created_at bigint not null default private.now_ms(),
  updated_at bigint not null default private.now_ms(),
  unique (account_id, id),
  check (status = 'draft' or (document_sha256 is not null and sent_at is not null)),
  check ((status = 'completed') = (completed_at is not null) or status = 'void'),
  foreign key (account_id, customer_id) references public.customers (account_id, id) on delete restrict,
  foreign key (account_id, session_id) references public.sessions (account_id, id) on delete set null (session_id),
  foreign key (account_id, template_id) references public.contract_templates (account_id, id)
    on delete set null (template_id),
  foreign key (account_id, invoice_id) references public.invoices (account_id, id) on delete set null (invoice_id),
  foreign key (account_id, previous_id) references public.contracts (account_id, id) on delete set null (previous_id)
);
create index contracts_account_id_created_at_idx on public.contracts (account_id, created_at);
create index contracts_customer_id_idx on public.contracts (customer_id);
create index contracts_session_id_idx on public.contracts (session_id);
create index contracts_template_id_idx on public.contracts (template_id);
create index contracts_invoice_id_idx on public.contracts (invoice_id);
create index contracts_previous_id_idx on public.contracts (previous_id);

-- Who signed what, from where: the evidence the sealed PDF's audit page prints. One per party.
create table public.contract_signatures (
  id text primary key,
  account_id text not null references public.accounts (id) on delete cascade,
  contract_id text not null,
  party text not null check (party in ('client', 'studio')),
  name text not null check (length(btrim(name)) between 1 and 200),
  email text check (length(email) <= 320),
  signature_kind text not null check (signature_kind in ('drawn', 'typed')),
  -- A PNG data URL when drawn, the typed text when typed.
  signature text not null check (length(signature) between 1 and 500000),
  -- What the client filled in: {key: value}; empty for the studio.
  field_values jsonb not null default '{}'::jsonb check (jsonb_typeof(field_values) = 'object'),
  ip text not null default '' check (length(ip) <= 100),
  user_agent text not null default '' check (length(user_agent) <= 1000),
  document_sha256 text not null check (document_sha256 ~ '^[0-9a-f]{64}$'),
  signed_at bigint not null default private.now_ms(),
  unique (account_id, id),
  foreign key (account_id, contract_id) references public.contracts (account_id, id) on delete cascade
);
-- One per party: of concurrent signatures, the first commits and the others meet this key.
create unique index contract_signatures_one_per_party on public.contract_signatures (account_id, contract_id, party);

-- What a sent contract says never changes. Its status moves on (never back to draft, never out of
-- void), and a row it names may go (the text already holds what the fields said). A studio being
-- deleted takes its contracts with it (the account row is gone by then). An AFTER trigger, so a
-- reference to another studio's row is refused by the key first, as elsewhere.
create function private.keep_sent_contract() returns trigger
  language plpgsql security definer set search_path = ''
  as $$
  declare
    moving constant text[] := array['status', 'completed_at', 'updated_at'];
    lets_go constant text[] := array['session_id', 'template_id', 'invoice_id', 'previous_id'];
    column_name text;
    before_row jsonb;
    after_row jsonb;
  begin
    if old.status = 'draft' then
      return null;
    end if;
    if tg_op = 'DELETE' then
      if not exists (select 1 from public.accounts a where a.id = old.account_id) then
        return null;
      end if;
      raise exception 'a sent contract is never deleted (%)', old.id using errcode = 'P0001', hint = 'contract_sent';
    end if;
    before_row := to_jsonb(old) - moving;
    after_row := to_jsonb(new) - moving;
    foreach column_name in array lets_go loop
      if after_row -> column_name = 'null'::jsonb then
        before_row := before_row - column_name;
        after_row := after_row - column_name;
      end if;
    end loop;
    if after_row is distinct from before_row
      or old.status = 'void' and new.status <> 'void'
      or new.status = 'draft'
      or (old.status = 'completed' and new.status not in ('completed', 'void'))
      or (old.status = 'signed' and new.status = 'sent')
    then
      raise exception 'a sent contract is never edited (%)', old.id using errcode = 'P0001', hint = 'contract_sent';
    end if;
    return null;
  end
  $$;
revoke all on function private.keep_sent_contract() from public, anon, authenticated;

create trigger contracts_keep_sent
  after update or delete on public.contracts
  for each row execute function private.keep_sent_contract();

-- A signature is given once, to the text the contract holds, while it awaits that party; it is
-- never edited nor removed but with its studio. AFTER triggers, so a reference to another
-- studio's contract is refused by the key first, as elsewhere.
create function private.keep_contract_signature() returns trigger
  language plpgsql security definer set search_path = ''
  as $$
  declare
    contract record;
  begin
    if tg_op = 'INSERT' then
      select c.status, c.document_sha256 into contract
      from public.contracts c where c.account_id = new.account_id and c.id = new.contract_id;
      if contract.status not in ('sent', 'signed', 'completed')
        or contract.document_sha256 is distinct from new.document_sha256
      then
        raise exception 'a contract is signed only as it was sent (%)', new.contract_id
          using errcode = 'P0001', hint = 'contract_changed';
      end if;
      return null;
    end if;
    if tg_op = 'DELETE' and not exists (select 1 from public.accounts a where a.id = old.account_id) then
      return null;
    end if;
    raise exception 'a signature is never changed (%)', old.id using errcode = 'P0001', hint = 'contract_signed';
  end
  $$;
revoke all on function private.keep_contract_signature() from public, anon, authenticated;

create trigger contract_signatures_keep
  after insert or update or delete on public.contract_signatures
  for each row execute function private.keep_contract_signature();

-- A client's link may open a contract (20261213080000_let_links_open_contracts_and_questionnaires.sql).
alter table private.document_links
  add foreign key (account_id, contract_id) references public.contracts (account_id, id) on delete cascade;

-- A row never moves to another studio (20261208130000_keep_references_within_a_studio.sql).
create trigger contract_templates_keeps_account_id before update of account_id on public.contract_templates
  for each row execute function private.keep_account_id();
create trigger contracts_keeps_account_id before update of account_id on public.contracts
  for each row execute function private.keep_account_id();
create trigger contract_signatures_keeps_account_id before update of account_id on public.contract_signatures
  for each row execute function private.keep_account_id();

-- Managers and owners write templates and draft contracts through the Data API; a row that would
-- leave `draft` is refused there: sending, signing and voiding go through the API.
do $$
declare
  t text;
begin
  foreach t in array array['contract_templates', 'contracts'] loop
    execute format('alter table public.%I enable row level security', t);
    execute format(
      'create policy "managers can read their account''s rows" on public.%I
         for select to authenticated using (private.has_role(account_id, ''manager''))', t);
    execute format(
      'create policy "managers can delete their account''s rows" on public.%I
         for delete to authenticated using (private.has_role(account_id, ''manager''))', t);
    execute format('revoke truncate, references, trigger on public.%I from anon, authenticated', t);
    execute format('alter publication zero_studio add table public.%I', t);
  end loop;
end
$$;
create policy "managers can add rows to their account" on public.contract_templates
  for insert to authenticated with check (private.has_role(account_id, 'manager'));
create policy "managers can change their account's rows" on public.contract_templates
  for update to authenticated using (private.has_role(account_id, 'manager'))
  with check (private.has_role(account_id, 'manager'));
create policy "managers can add rows to their account" on public.contracts
  for insert to authenticated with check (private.has_role(account_id, 'manager') and status = 'draft');
create policy "managers can change their account's rows" on public.contracts
  for update to authenticated using (private.has_role(account_id, 'manager'))
  with check (private.has_role(account_id, 'manager') and status = 'draft');

-- Signatures are written by the signing handlers only; managers read them.
alter table public.contract_signatures enable row level security;
create policy "managers can read their account's rows" on public.contract_signatures
  for select to authenticated using (private.has_role(account_id, 'manager'));
revoke all on public.contract_signatures from anon, authenticated;
grant select on public.contract_signatures to authenticated;
alter publication zero_studio add table public.contract_signatures;
