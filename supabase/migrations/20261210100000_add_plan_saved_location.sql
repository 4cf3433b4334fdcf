-- A booking plan's place may be one of the studio's saved locations, as a session's may. The
-- reference carries the studio (docs/decisions/studios-kept-apart-by-the-database.md), and deleting
-- the location clears only the link: the plan keeps the name copied into `location` when picked.
-- The table's grants, policies, keep-studio trigger and publication cover the new column as they
-- cover the others.
alter table public.schedule_plans
  add column location_id text,
  add constraint schedule_plans_location_id_fkey foreign key (account_id, location_id)
    references public.locations (account_id, id) on delete set null (location_id);
