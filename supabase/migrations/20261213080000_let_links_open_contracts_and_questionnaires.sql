-- A client's link may open a contract to sign or a questionnaire to answer, as it opens a quote or
-- an invoice. The columns come first, so the migrations adding those tables each add their
-- reference (within the studio, as the others) without touching this table's rule again.
alter table private.document_links
  add column contract_id text,
  add column questionnaire_response_id text,
  drop constraint document_links_check,
  -- At least one; the handlers never write two (the lookup would read the first).
  add constraint document_links_open_a_document
    check (num_nonnulls(quote_id, invoice_id, contract_id, questionnaire_response_id) >= 1);

create index document_links_contract_id_idx on private.document_links (contract_id)
  where contract_id is not null;
create index document_links_questionnaire_response_id_idx on private.document_links (questionnaire_response_id)
  where questionnaire_response_id is not null;
