-- The local mailbox: every e-mail the platform would send, kept so a person (or a test) can read
-- it at /mailbox. Idempotent: applied at every start. The `local` schema is not granted to the
-- API roles, so /rest/v1 never exposes these rows.
create schema if not exists local;

create table if not exists local.mails (
  id uuid primary key default gen_random_uuid(),
  to_address text not null,
  subject text not null,
  text_body text not null,
  html_body text not null,
  -- clock_timestamp, not now(): mails sent in one transaction still sort in sending order.
  created_at timestamptz not null default clock_timestamp()
);

-- Files sent with a mail, [{filename, contentType, content, encoding?}], content as text, or as
-- base64 with encoding 'base64' (a PDF). Added to a
-- mailbox created before attachments existed too.
alter table local.mails add column if not exists attachments jsonb not null default '[]'::jsonb;

create index if not exists mails_to_address_created_at_idx on local.mails (lower(to_address), created_at desc);

-- When a mail to SES's bounce simulator address was reported bounced (local/mail/simulated-bounces.ts).
alter table local.mails add column if not exists bounce_reported_at timestamptz;
