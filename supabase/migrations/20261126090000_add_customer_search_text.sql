-- A customer is found by name, e-mail or phone whatever the case and accents a person types:
-- "nuria marin" finds "Núria Marín" (core/domain/search.ts). Each row keeps those fields
-- folded in search_text, which a trigger writes whoever inserts or edits the row: a mutator,
-- the seed, a future import. The mutators write the same fold, so a browser finds a customer it
-- has just created before the server answers; this trigger's value is the one that stays.
create extension if not exists unaccent with schema extensions;

alter table public.customers add column search_text text not null default '';

-- unaccent's dictionary named explicitly: with an empty search_path the one-argument form
-- cannot find it.
create or replace function private.search_text(variadic parts text[]) returns text
  language sql stable set search_path = ''
  as $$
    select lower(extensions.unaccent('extensions.unaccent'::regdictionary, array_to_string(parts, ' ')))
  $$;

create or replace function private.set_customer_search_text() returns trigger
  language plpgsql security definer set search_path = ''
  as $$
  begin
    new.search_text := private.search_text(new.name, new.email, new.phone);
    return new;
  end
  $$;

create trigger customers_search_text
  before insert or update on public.customers
  for each row execute function private.set_customer_search_text();

update public.customers set search_text = private.search_text(name, email, phone);

-- The list reads customers in this order (customers.list), on zero-cache's replica too, which
-- copies plain-column indexes but not the expression index it replaces.
drop index public.customers_account_id_name_idx;
create index customers_account_id_search_text_idx on public.customers (account_id, search_text, id);
