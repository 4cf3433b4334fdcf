-- Proposals: what a client accepts, signs and pays in one sitting, through one link. The studio
-- sends one from a session (a quote, a contract and, if it likes, a questionnaire), or the booking
-- page makes one when a session type asks to sign and pay to confirm (a quote of the type's price
-- with its deposit, the type's contract, or both). Its parts keep their own rules (quotes,
-- invoices, contracts); the proposal records only which they are, and when all that it asks is
-- done. Only managers and owners see it.

create table public.proposals (
  id text primary key,
  account_id text not null references public.accounts (id) on delete cascade,
  customer_id text not null,
  session_id text,
  -- 'manual': sent from a session; 'booking': made by the booking page to confirm a booking.
  origin text not null default 'manual' check (origin in ('manual', 'booking')),
  language text not null default 'en' check (language in ('en', 'es', 'ca')),
  quote_id text,
  -- The invoice whose first instalment is the deposit: the accepted quote's.
  invoice_id text,
  contract_id text,
  questionnaire_response_id text,
  sent_at bigint not null default private.now_ms(),
  -- When all it asked was done: the quote accepted, the contract signed, the deposit paid.
  completed_at bigint,
  -- Withdrawn by the studio, or a booking's hold that ran out: its link opens nothing more.
  void_at bigint,
  -- A booking's: the moment its slot is let go unless it is complete.
  expires_at bigint,
  updated_at bigint not null default private.now_ms(),
  unique (account_id, id),
  check (num_nonnulls(quote_id, invoice_id, contract_id) >= 1),
  check (completed_at is null or void_at is null),
  check ((origin = 'booking') = (expires_at is not null)),
  foreign key (account_id, customer_id) references public.customers (account_id, id) on delete restrict,
  foreign key (account_id, session_id) references public.sessions (account_id, id) on delete set null (session_id),
  foreign key (account_id, quote_id) references public.quotes (account_id, id) on delete restrict,
  foreign key (account_id, invoice_id) references public.invoices (account_id, id) on delete restrict,
  foreign key (account_id, contract_id) references public.contracts (account_id, id) on delete restrict,
  foreign key (account_id, questionnaire_response_id) references public.questionnaire_responses (account_id, id)
    on delete set null (questionnaire_response_id)
);
create index proposals_account_id_sent_at_idx on public.proposals (account_id, sent_at);
create index proposals_customer_id_idx on public.proposals (customer_id);
create index proposals_session_id_idx on public.proposals (session_id);
create index proposals_quote_id_idx on public.proposals (quote_id);
create index proposals_invoice_id_idx on public.proposals (invoice_id);
create index proposals_contract_id_idx on public.proposals (contract_id);
create index proposals_questionnaire_response_id_idx on public.proposals (questionnaire_response_id);

create trigger proposals_keeps_account_id before update of account_id on public.proposals
  for each row execute function private.keep_account_id();

-- A client's link may open a proposal, as it opens each of its parts.
alter table private.document_links
  add column proposal_id text,
  drop constraint document_links_open_a_document,
  add constraint document_links_open_a_document
    check (num_nonnulls(quote_id, invoice_id, contract_id, questionnaire_response_id, proposal_id) >= 1),
  add foreign key (account_id, proposal_id) references public.proposals (account_id, id) on delete cascade;
create index document_links_proposal_id_idx on private.document_links (proposal_id) where proposal_id is not null;

-- What a session type's online booking asks before it is confirmed: the client signs a contract
-- from this template and pays this share of the price (basis points) as a deposit.
alter table public.session_types
  add column contract_template_id text,
  add column deposit_bp integer not null default 0 check (deposit_bp between 0 and 10000),
  add foreign key (account_id, contract_template_id) references public.contract_templates (account_id, id)
    on delete set null (contract_template_id);
create index session_types_contract_template_id_idx on public.session_types (contract_template_id)
  where contract_template_id is not null;

-- Written by the API only; managers read them.
alter table public.proposals enable row level security;
create policy "managers can read their account's rows" on public.proposals
  for select to authenticated using (private.has_role(account_id, 'manager'));
revoke all on public.proposals from anon, authenticated;
grant select on public.proposals to authenticated;
alter publication zero_studio add table public.proposals;
