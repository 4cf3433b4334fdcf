-- Spain's Veri*Factu billing records (Real Decreto 1007/2023, Orden HAC/1177/2024;
-- docs/decisions/veri-factu.md): one record per issued or cancelled invoice of a Spanish studio,
-- each fingerprinted over its key fields and the previous record's fingerprint, in one chain per
-- studio. The private schema keeps them from the Data API and Zero; managers read them through
-- /api. A record never changes and is never deleted: only its submission to the agency moves on,
-- once, from pending.
create table private.verifactu_records (
  id text primary key,
  account_id text not null references public.accounts (id) on delete cascade,
  -- The record's place in its studio's chain, from 1; appending takes the next under a lock.
  sequence integer not null check (sequence >= 1),
  invoice_id text not null,
  kind text not null check (kind in ('alta', 'anulacion')),
  -- The hashed fields, as hashed (core/domain/verifactu.ts): IDEmisorFactura, NumSerieFactura,
  -- FechaExpedicionFactura (dd-mm-yyyy), and for an alta TipoFactura, CuotaTotal, ImporteTotal.
  issuer_nif text not null check (issuer_nif <> ''),
  invoice_number text not null,
  issue_date text not null check (issue_date ~ '^\d{2}-\d{2}-\d{4}$'),
  invoice_type text check (invoice_type in ('F1', 'F2', 'R4', 'R5')),
  tax_total text,
  total text,
  -- FechaHoraHusoGenRegistro: ISO 8601 with the offset, as hashed.
  generated_at text not null,
  previous_fingerprint text check (previous_fingerprint ~ '^[0-9A-F]{64}$'),
  fingerprint text not null check (fingerprint ~ '^[0-9A-F]{64}$'),
  -- The rest of the record as the agency's schema names it (desglose, recipient, corrected
  -- invoice, the billing system), sent as is; not part of the fingerprint.
  body jsonb not null default '{}'::jsonb check (jsonb_typeof(body) = 'object'),
  submission_status text not null default 'pending' check (submission_status in ('pending', 'accepted', 'rejected')),
  -- The agency's answer: its error code and words for a rejected record.
  submission_code text not null default '',
  submission_message text not null default '',
  submitted_at bigint,
  created_at bigint not null default private.now_ms(),
  check ((kind = 'alta') = (invoice_type is not null and tax_total is not null and total is not null)),
  check ((sequence = 1) = (previous_fingerprint is null)),
  -- Deferrable only so a clash is reported after the reference checks, like every studio table's.
  unique (account_id, sequence) deferrable initially immediate,
  foreign key (account_id, invoice_id) references public.invoices (account_id, id) on delete cascade
);
create index verifactu_records_invoice_id_idx on private.verifactu_records (invoice_id);
create index verifactu_records_pending_idx on private.verifactu_records (account_id, sequence)
  where submission_status = 'pending';

-- What a record says never changes, and none is deleted but with its studio (the account row is
-- gone by then). Its submission changes once: from pending to accepted or rejected. An AFTER
-- trigger, so a reference to another studio's invoice is refused by the key first, as elsewhere.
create function private.keep_verifactu_record() returns trigger
  language plpgsql security definer set search_path = ''
  as $$
  declare
    submission constant text[] := array['submission_status', 'submission_code', 'submission_message', 'submitted_at'];
  begin
    if tg_op = 'DELETE' then
      if not exists (select 1 from public.accounts a where a.id = old.account_id) then
        return old;
      end if;
      raise exception 'a Veri*Factu record is never deleted (% %)', old.account_id, old.sequence
        using errcode = 'P0001', hint = 'verifactu_record_kept';
    end if;
    if (to_jsonb(new) - submission) is distinct from (to_jsonb(old) - submission)
      or (old.submission_status <> 'pending' and to_jsonb(new) is distinct from to_jsonb(old))
    then
      raise exception 'a Veri*Factu record is never edited (% %)', old.account_id, old.sequence
        using errcode = 'P0001', hint = 'verifactu_record_kept';
    end if;
    return new;
  end
  $$;
revoke all on function private.keep_verifactu_record() from public, anon, authenticated;

create trigger verifactu_records_keep_record
  after update or delete on private.verifactu_records
  for each row execute function private.keep_verifactu_record();

-- A row never moves to another studio (20261208130000_keep_references_within_a_studio.sql).
create trigger verifactu_records_keeps_account_id before update of account_id on private.verifactu_records
  for each row execute function private.keep_account_id();
