-- A page of a studio's public site is a draft until the photographer publishes it: drafts are
-- never served to visitors (functions/public/). Pages already stored stay drafts.
alter table public.pages
  add column status text not null default 'draft' check (status in ('draft', 'published'));

-- The rows are blocks of data (core/domain/site-page.ts), checked by the mutators; the database
-- keeps their size in bounds whoever writes them.
alter table public.pages
  add constraint pages_rows_size check (pg_column_size(rows) <= 262144),
  add constraint pages_title_length check (length(title) <= 200),
  add constraint pages_description_length check (length(description) <= 500);
