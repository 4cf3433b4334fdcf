-- The registry of sealed documents (docs/decisions/sealed-contracts.md): the SHA-256 of every PDF
-- the product sealed for a studio (a signed contract), so a file sent back can be checked byte for
-- byte. The private schema keeps it from the Data API and Zero; managers ask it through /api. A
-- row is written once, when the file is sealed, and never changes: neither party can alter what
-- the registry says, nor remove it but with the studio itself.
create table private.sealed_documents (
  sha256 text primary key check (sha256 ~ '^[0-9a-f]{64}$'),
  account_id text not null references public.accounts (id) on delete cascade,
  kind text not null check (kind in ('contract')),
  document_id text not null check (document_id <> ''),
  sealed_at bigint not null default private.now_ms()
);
create index sealed_documents_document_idx on private.sealed_documents (account_id, kind, document_id);
revoke all on private.sealed_documents from public, anon, authenticated;

-- An AFTER trigger, so a move to another studio is refused by keep_account_id first, as elsewhere.
create function private.keep_sealed_document() returns trigger
  language plpgsql security definer set search_path = ''
  as $$
  begin
    if tg_op = 'DELETE' and not exists (select 1 from public.accounts a where a.id = old.account_id) then
      return old;
    end if;
    raise exception 'a sealed document''s record never changes (%)', old.sha256
      using errcode = 'P0001', hint = 'sealed_document_kept';
  end
  $$;
revoke all on function private.keep_sealed_document() from public, anon, authenticated;

create trigger sealed_documents_keep_record
  after update or delete on private.sealed_documents
  for each row execute function private.keep_sealed_document();

create trigger sealed_documents_keeps_account_id before update of account_id on private.sealed_documents
  for each row execute function private.keep_account_id();
