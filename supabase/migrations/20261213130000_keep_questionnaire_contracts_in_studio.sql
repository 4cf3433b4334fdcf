-- A questionnaire sent with a contract names it within the studio, as every reference does. The
-- questionnaires came after the contracts' migration, which could not add this reference.
alter table public.questionnaire_responses
  add constraint questionnaire_responses_contract_fkey foreign key (account_id, contract_id)
    references public.contracts (account_id, id) on delete set null (contract_id);
