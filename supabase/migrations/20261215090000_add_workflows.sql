-- Workflows: what a studio sends and does around each session, on its own (docs/decisions/
-- workflows.md). A studio writes mail templates (a subject and body per language) and workflows
-- (lists of steps: a trigger and an action); a session type names the workflow its sessions follow.
-- When a session is booked, its workflow's steps are copied onto it (session_steps), each dated
-- on the studio's clock from what it waits for; the queue (pg-boss) runs each exactly once at its
-- time. Tasks are the team's to-do list; reviews are what clients answer to a review request.

-- The client's language, which picks a template's version; none means the studio's own.
alter table public.customers
  add column language text check (language in ('en', 'es', 'ca'));

-- When a gallery was first published: what "gallery published" steps count from.
alter table public.galleries add column published_at bigint;
update public.galleries set published_at = created_at where status = 'published';

create function private.stamp_first_publication() returns trigger
  language plpgsql set search_path = ''
  as $$
  begin
    if new.status = 'published' and new.published_at is null then
      new.published_at := private.now_ms();
    end if;
    return new;
  end
  $$;
revoke all on function private.stamp_first_publication() from public, anon, authenticated;
create trigger galleries_stamp_first_publication before insert or update of status on public.galleries
  for each row execute function private.stamp_first_publication();

-- mail templates -----------------------------------------------------------------------------
create table public.mail_templates (
  id text primary key,
  account_id text not null references public.accounts (id) on delete cascade,
  author_id uuid not null,
  name text not null check (length(btrim(name)) between 1 and 200),
  -- {"en": {"subject", "body"}, "es": …, "ca": …}: one version per language it is written in
  -- (core/domain/mail-template.ts); merge fields as in contracts, {{client.name}}.
  versions jsonb not null default '{}'::jsonb check (jsonb_typeof(versions) = 'object'),
  created_at bigint not null default private.now_ms(),
  updated_at bigint not null default private.now_ms(),
  unique (account_id, id)
);
create index mail_templates_account_id_idx on public.mail_templates (account_id, created_at);

-- workflows ----------------------------------------------------------------------------------
create table public.workflows (
  id text primary key,
  account_id text not null references public.accounts (id) on delete cascade,
  author_id uuid not null,
  name text not null check (length(btrim(name)) between 1 and 200),
  created_at bigint not null default private.now_ms(),
  updated_at bigint not null default private.now_ms(),
  unique (account_id, id)
);
create index workflows_account_id_idx on public.workflows (account_id, created_at);

-- The workflow a session type's sessions follow.
alter table public.session_types
  add column workflow_id text,
  add foreign key (account_id, workflow_id) references public.workflows (account_id, id)
    on delete set null (workflow_id);
create index session_types_workflow_id_idx on public.session_types (workflow_id) where workflow_id is not null;

-- What a step is, on a workflow and as copied onto a session (core/domain/workflow.ts):
--   trigger: what its time counts from; `offset_amount` `offset_unit`s after it (before when
--     negative), at `at_minute` past midnight on the studio's clock when counted in days
--     (the trigger's own time of day when null);
--   action: what it does, with what it names.
create table public.workflow_steps (
  id text primary key,
  account_id text not null references public.accounts (id) on delete cascade,
  author_id uuid not null,
  workflow_id text not null,
  position integer not null default 0,
  trigger text not null default 'session' check (trigger in (
    'booked', 'session', 'contract_signed', 'invoice_paid', 'invoice_overdue',
    'gallery_published', 'gallery_expires', 'questionnaire_answered')),
  offset_amount integer not null default 0 check (offset_amount between -3650 and 3650),
  offset_unit text not null default 'days' check (offset_unit in ('days', 'hours')),
  at_minute integer check (at_minute between 0 and 1439),
  action text not null default 'send_template' check (action in (
    'send_template', 'send_questionnaire', 'send_contract', 'send_invoice', 'create_task',
    'publish_gallery', 'request_review', 'wait')),
  mail_template_id text,
  questionnaire_id text,
  contract_template_id text,
  task_title text not null default '' check (length(task_title) <= 500),
  -- A task's member: set null when they leave the studio.
  task_assignee_id uuid,
  -- What a `wait` step waits for: the steps after it wait with it.
  wait_for text check (wait_for in ('contract_signed', 'invoice_paid', 'questionnaire_answered', 'gallery_published')),
  created_at bigint not null default private.now_ms(),
  updated_at bigint not null default private.now_ms(),
  unique (account_id, id),
  check (offset_unit = 'days' or at_minute is null),
  check ((action = 'wait') = (wait_for is not null)),
  foreign key (account_id, workflow_id) references public.workflows (account_id, id) on delete cascade,
  foreign key (account_id, mail_template_id) references public.mail_templates (account_id, id)
    on delete set null (mail_template_id),
  foreign key (account_id, questionnaire_id) references public.questionnaires (account_id, id)
    on delete set null (questionnaire_id),
  foreign key (account_id, contract_template_id) references public.contract_templates (account_id, id)
    on delete set null (contract_template_id),
  foreign key (account_id, task_assignee_id) references public.account_members (account_id, user_id)
    on delete set null (task_assignee_id)
);
create index workflow_steps_workflow_id_idx on public.workflow_steps (workflow_id, position);
create index workflow_steps_mail_template_id_idx on public.workflow_steps (mail_template_id) where mail_template_id is not null;
create index workflow_steps_questionnaire_id_idx on public.workflow_steps (questionnaire_id) where questionnaire_id is not null;
create index workflow_steps_contract_template_id_idx on public.workflow_steps (contract_template_id)
  where contract_template_id is not null;
create index workflow_steps_task_assignee_idx on public.workflow_steps (account_id, task_assignee_id)
  where task_assignee_id is not null;

-- session steps: a workflow's steps as copied onto one session --------------------------------
create table public.session_steps (
  id text primary key,
  account_id text not null references public.accounts (id) on delete cascade,
  session_id text not null,
  -- The step it was copied from; the copy keeps working when that one is edited or deleted.
  workflow_step_id text,
  position integer not null default 0,
  trigger text not null check (trigger in (
    'booked', 'session', 'contract_signed', 'invoice_paid', 'invoice_overdue',
    'gallery_published', 'gallery_expires', 'questionnaire_answered')),
  offset_amount integer not null default 0,
  offset_unit text not null default 'days' check (offset_unit in ('days', 'hours')),
  at_minute integer check (at_minute between 0 and 1439),
  action text not null check (action in (
    'send_template', 'send_questionnaire', 'send_contract', 'send_invoice', 'create_task',
    'publish_gallery', 'request_review', 'wait')),
  mail_template_id text,
  questionnaire_id text,
  contract_template_id text,
  task_title text not null default '',
  task_assignee_id uuid,
  wait_for text check (wait_for in ('contract_signed', 'invoice_paid', 'questionnaire_answered', 'gallery_published')),
  -- pending: what it counts from has not happened (or a wait before it holds it);
  -- scheduled: due at `due_at`, a job waits for it; done, skipped (by a member), cancelled (the
  -- session was), failed (every retry did).
  status text not null default 'pending'
    check (status in ('pending', 'scheduled', 'done', 'skipped', 'cancelled', 'failed')),
  due_at bigint,
  done_at bigint,
  -- Run well after its time (a job runner that was down): shown on the session.
  late boolean not null default false,
  attempts integer not null default 0 check (attempts >= 0),
  last_error text,
  -- The mail it sent: to whom, the provider's id for it, and a bounce when one came back.
  mail_to text,
  message_id text,
  bounced_at bigint,
  created_at bigint not null default private.now_ms(),
  updated_at bigint not null default private.now_ms(),
  unique (account_id, id),
  check (status <> 'scheduled' or due_at is not null),
  check ((status in ('done', 'skipped', 'failed')) = (done_at is not null)),
  foreign key (account_id, session_id) references public.sessions (account_id, id) on delete cascade,
  foreign key (account_id, workflow_step_id) references public.workflow_steps (account_id, id)
    on delete set null (workflow_step_id),
  foreign key (account_id, mail_template_id) references public.mail_templates (account_id, id)
    on delete set null (mail_template_id),
  foreign key (account_id, questionnaire_id) references public.questionnaires (account_id, id)
    on delete set null (questionnaire_id),
  foreign key (account_id, contract_template_id) references public.contract_templates (account_id, id)
    on delete set null (contract_template_id),
  foreign key (account_id, task_assignee_id) references public.account_members (account_id, user_id)
    on delete set null (task_assignee_id)
);
create index session_steps_session_id_idx on public.session_steps (session_id, position);
-- A workflow's step is copied onto a session once.
create unique index session_steps_copied_once on public.session_steps (session_id, workflow_step_id)
  where workflow_step_id is not null;
create index session_steps_workflow_step_id_idx on public.session_steps (workflow_step_id) where workflow_step_id is not null;
create index session_steps_account_due_idx on public.session_steps (account_id, due_at) where status = 'scheduled';
create index session_steps_message_id_idx on public.session_steps (message_id) where message_id is not null;
create index session_steps_mail_template_id_idx on public.session_steps (mail_template_id) where mail_template_id is not null;
create index session_steps_questionnaire_id_idx on public.session_steps (questionnaire_id) where questionnaire_id is not null;
create index session_steps_contract_template_id_idx on public.session_steps (contract_template_id)
  where contract_template_id is not null;
create index session_steps_task_assignee_idx on public.session_steps (account_id, task_assignee_id)
  where task_assignee_id is not null;

-- tasks --------------------------------------------------------------------------------------
create table public.tasks (
  id text primary key,
  account_id text not null references public.accounts (id) on delete cascade,
  author_id uuid not null,
  -- A session's, or the studio's when none.
  session_id text,
  title text not null check (length(btrim(title)) between 1 and 500),
  notes text not null default '' check (length(notes) <= 5000),
  due_at bigint,
  assignee_id uuid,
  done_at bigint,
  -- The workflow step that made it, once.
  session_step_id text,
  created_at bigint not null default private.now_ms(),
  updated_at bigint not null default private.now_ms(),
  unique (account_id, id),
  foreign key (account_id, session_id) references public.sessions (account_id, id) on delete cascade,
  foreign key (account_id, assignee_id) references public.account_members (account_id, user_id)
    on delete set null (assignee_id),
  foreign key (account_id, session_step_id) references public.session_steps (account_id, id)
    on delete set null (session_step_id)
);
create index tasks_account_id_idx on public.tasks (account_id, done_at, due_at);
create index tasks_session_id_idx on public.tasks (session_id) where session_id is not null;
create unique index tasks_made_once on public.tasks (account_id, session_step_id) where session_step_id is not null;
create index tasks_assignee_idx on public.tasks (account_id, assignee_id) where assignee_id is not null;

-- reviews ------------------------------------------------------------------------------------
create table public.reviews (
  id text primary key,
  account_id text not null references public.accounts (id) on delete cascade,
  customer_id text not null,
  session_id text,
  -- The step that asked for it, once.
  session_step_id text,
  language text not null default 'en' check (language in ('en', 'es', 'ca')),
  requested_at bigint not null default private.now_ms(),
  -- What the client wrote: a rating of 1 to 5 and words, and the name shown with them.
  rating integer check (rating between 1 and 5),
  body text not null default '' check (length(body) <= 5000),
  reviewer_name text not null default '' check (length(reviewer_name) <= 200),
  submitted_at bigint,
  -- Chosen by the studio for its site.
  shown_on_site boolean not null default false,
  updated_at bigint not null default private.now_ms(),
  unique (account_id, id),
  check ((submitted_at is null) = (rating is null)),
  check (not shown_on_site or submitted_at is not null),
  foreign key (account_id, customer_id) references public.customers (account_id, id) on delete cascade,
  foreign key (account_id, session_id) references public.sessions (account_id, id) on delete set null (session_id),
  foreign key (account_id, session_step_id) references public.session_steps (account_id, id)
    on delete set null (session_step_id)
);
create index reviews_account_id_idx on public.reviews (account_id, submitted_at);
create index reviews_customer_id_idx on public.reviews (customer_id);
create unique index reviews_asked_once on public.reviews (account_id, session_step_id) where session_step_id is not null;
create index reviews_session_id_idx on public.reviews (session_id) where session_id is not null;

-- A client's link may open a review request.
alter table private.document_links
  add column review_id text,
  drop constraint document_links_open_a_document,
  add constraint document_links_open_a_document
    check (num_nonnulls(quote_id, invoice_id, contract_id, questionnaire_response_id, proposal_id, review_id) >= 1),
  add foreign key (account_id, review_id) references public.reviews (account_id, id) on delete cascade;
create index document_links_review_id_idx on private.document_links (review_id) where review_id is not null;

do $$
declare
  t text;
begin
  foreach t in array array['mail_templates', 'workflows', 'workflow_steps', 'session_steps', 'tasks', 'reviews'] loop
    execute format(
      'create trigger %1$s_keeps_account_id before update of account_id on public.%1$s
         for each row execute function private.keep_account_id()', t);
    execute format('alter table public.%I enable row level security', t);
  end loop;
  -- Templates and workflows: managers set them up in the back office.
  foreach t in array array['mail_templates', 'workflows', 'workflow_steps'] loop
    execute format($p$create policy "managers can read their account's rows" on public.%I
      for select to authenticated using (private.has_role(account_id, 'manager'))$p$, t);
    execute format($p$create policy "managers can add rows to their account" on public.%I
      for insert to authenticated with check (private.has_role(account_id, 'manager'))$p$, t);
    execute format($p$create policy "managers can change their account's rows" on public.%I
      for update to authenticated using (private.has_role(account_id, 'manager'))
      with check (private.has_role(account_id, 'manager'))$p$, t);
    execute format($p$create policy "managers can delete their account's rows" on public.%I
      for delete to authenticated using (private.has_role(account_id, 'manager'))$p$, t);
    execute format('revoke truncate, references, trigger on public.%I from anon, authenticated', t);
  end loop;
end
$$;

-- Tasks: the whole team's, as sessions are.
create policy "members can read their account's rows" on public.tasks
  for select to authenticated using (private.is_member(account_id));
create policy "members can add rows to their account" on public.tasks
  for insert to authenticated with check (private.is_member(account_id));
create policy "members can change their account's rows" on public.tasks
  for update to authenticated using (private.is_member(account_id)) with check (private.is_member(account_id));
create policy "members can delete their account's rows" on public.tasks
  for delete to authenticated using (private.is_member(account_id));
revoke truncate, references, trigger on public.tasks from anon, authenticated;

-- Session steps: written by the workflow runner and the API only; managers read them.
create policy "managers can read their account's rows" on public.session_steps
  for select to authenticated using (private.has_role(account_id, 'manager'));
revoke all on public.session_steps from anon, authenticated;
grant select on public.session_steps to authenticated;

-- Reviews: written through the client's link; managers read them and choose which the site shows.
create policy "managers can read their account's rows" on public.reviews
  for select to authenticated using (private.has_role(account_id, 'manager'));
create policy "managers can change their account's rows" on public.reviews
  for update to authenticated using (private.has_role(account_id, 'manager'))
  with check (private.has_role(account_id, 'manager'));
revoke all on public.reviews from anon, authenticated;
grant select on public.reviews to authenticated;
grant update (shown_on_site, updated_at) on public.reviews to authenticated;

alter publication zero_studio add table
  public.mail_templates, public.workflows, public.workflow_steps, public.session_steps, public.tasks, public.reviews;
