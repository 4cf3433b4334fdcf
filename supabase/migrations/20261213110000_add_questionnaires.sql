-- Questionnaires: forms a studio builds once (a template) and sends to a client, by hand, with a
-- booking of a session type that names one, or with a contract. What is sent is a response row
-- holding a copy of the form as it was then, so editing the template later changes no form a
-- client already has. The client answers through their link (/api only); once they submit, the
-- answers never change. Only managers and owners see client paperwork.

create table public.questionnaires (
  id text primary key,
  account_id text not null references public.accounts (id) on delete cascade,
  author_id uuid not null,
  title text not null check (length(btrim(title)) between 1 and 200),
  -- The language the form is written in: its page and its mails are in it too.
  language text not null default 'en' check (language in ('en', 'es', 'ca')),
  intro text not null default '' check (length(intro) <= 5000),
  -- [{id, kind, label, help?, options?, required}] (core/domain/questionnaire.ts).
  fields jsonb not null default '[]'::jsonb check (jsonb_typeof(fields) = 'array' and jsonb_array_length(fields) <= 100),
  created_at bigint not null default private.now_ms(),
  updated_at bigint not null default private.now_ms(),
  unique (account_id, id)
);
create index questionnaires_account_id_idx on public.questionnaires (account_id, created_at);

-- The questionnaire a booking of this type sends its client.
alter table public.session_types
  add column questionnaire_id text,
  add foreign key (account_id, questionnaire_id) references public.questionnaires (account_id, id)
    on delete set null (questionnaire_id);
create index session_types_questionnaire_id_idx on public.session_types (questionnaire_id)
  where questionnaire_id is not null;

create table public.questionnaire_responses (
  id text primary key,
  account_id text not null references public.accounts (id) on delete cascade,
  -- The template it was sent from; the copy below outlives it.
  questionnaire_id text,
  customer_id text not null,
  session_id text,
  -- The contract it was sent with (the contracts migration adds its reference).
  contract_id text,
  -- How it was sent: 'booking' once per session (the unique index below), 'manual' by hand.
  origin text not null default 'manual' check (origin in ('manual', 'booking', 'contract')),
  language text not null check (language in ('en', 'es', 'ca')),
  title text not null check (length(btrim(title)) between 1 and 200),
  intro text not null default '' check (length(intro) <= 5000),
  fields jsonb not null check (jsonb_typeof(fields) = 'array'),
  -- {fieldId: value}, kept as the client types and checked by the API against `fields`.
  answers jsonb not null default '{}'::jsonb check (jsonb_typeof(answers) = 'object'),
  status text not null default 'sent' check (status in ('sent', 'started', 'submitted')),
  sent_at bigint not null default private.now_ms(),
  submitted_at bigint,
  updated_at bigint not null default private.now_ms(),
  unique (account_id, id),
  check ((status = 'submitted') = (submitted_at is not null)),
  foreign key (account_id, questionnaire_id) references public.questionnaires (account_id, id)
    on delete set null (questionnaire_id),
  -- The answers are the client's: they go with the client.
  foreign key (account_id, customer_id) references public.customers (account_id, id) on delete cascade,
  foreign key (account_id, session_id) references public.sessions (account_id, id) on delete set null (session_id)
);
create index questionnaire_responses_account_id_idx on public.questionnaire_responses (account_id, sent_at);
create index questionnaire_responses_customer_id_idx on public.questionnaire_responses (customer_id);
create index questionnaire_responses_session_id_idx on public.questionnaire_responses (session_id);
create index questionnaire_responses_questionnaire_id_idx on public.questionnaire_responses (questionnaire_id);
-- A booking sends its questionnaire once, however often the sending is tried.
create unique index questionnaire_responses_booking_once
  on public.questionnaire_responses (account_id, session_id) where origin = 'booking';

alter table private.document_links
  add foreign key (account_id, questionnaire_response_id)
    references public.questionnaire_responses (account_id, id) on delete cascade;

-- What a client submitted never changes: only the references that fall away when their rows are
-- deleted (the template, the session, the contract) and the time of the last change may. It goes
-- only with its client or its studio (their rows are gone by then).
create function private.keep_submitted_response() returns trigger
  language plpgsql security definer set search_path = ''
  as $$
  declare
    loose constant text[] := array['questionnaire_id', 'session_id', 'contract_id', 'updated_at'];
  begin
    if old.status <> 'submitted' then
      return coalesce(new, old);
    end if;
    if tg_op = 'DELETE' then
      if not exists (select 1 from public.customers c where c.account_id = old.account_id and c.id = old.customer_id) then
        return old;
      end if;
    elsif (to_jsonb(new) - loose) = (to_jsonb(old) - loose) then
      return new;
    end if;
    raise exception 'submitted answers are never changed' using errcode = 'P0001', hint = 'questionnaire_submitted';
  end
  $$;
revoke all on function private.keep_submitted_response() from public, anon, authenticated;

create trigger questionnaire_responses_keep_submitted
  before update or delete on public.questionnaire_responses
  for each row execute function private.keep_submitted_response();

create trigger questionnaires_keeps_account_id before update of account_id on public.questionnaires
  for each row execute function private.keep_account_id();
create trigger questionnaire_responses_keeps_account_id before update of account_id on public.questionnaire_responses
  for each row execute function private.keep_account_id();

-- Templates: managers edit them in the back office.
alter table public.questionnaires enable row level security;
create policy "managers can read their account's rows" on public.questionnaires
  for select to authenticated using (private.has_role(account_id, 'manager'));
create policy "managers can add rows to their account" on public.questionnaires
  for insert to authenticated with check (private.has_role(account_id, 'manager'));
create policy "managers can change their account's rows" on public.questionnaires
  for update to authenticated using (private.has_role(account_id, 'manager'))
  with check (private.has_role(account_id, 'manager'));
create policy "managers can delete their account's rows" on public.questionnaires
  for delete to authenticated using (private.has_role(account_id, 'manager'));
revoke truncate, references, trigger on public.questionnaires from anon, authenticated;
alter publication zero_studio add table public.questionnaires;

-- Responses: managers read them; the API sends them and the client's link writes the answers.
alter table public.questionnaire_responses enable row level security;
create policy "managers can read their account's rows" on public.questionnaire_responses
  for select to authenticated using (private.has_role(account_id, 'manager'));
revoke all on public.questionnaire_responses from anon, authenticated;
grant select on public.questionnaire_responses to authenticated;
alter publication zero_studio add table public.questionnaire_responses;
