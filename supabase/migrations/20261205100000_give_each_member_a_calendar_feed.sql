-- A calendar feed address per member, not per studio: someone who leaves the team (or is
-- removed) must stop receiving the studio's sessions in the calendar they subscribed with, and
-- replacing one leaked address must not cut off everybody else's calendars. The feed goes with
-- the membership. An existing studio feed stays with the studio's first owner.
alter table private.calendar_feeds add column user_id uuid;
update private.calendar_feeds f set user_id = (
  select m.user_id from public.account_members m
  where m.account_id = f.account_id
  order by (m.role = 'owner') desc, m.created_at
  limit 1
);
delete from private.calendar_feeds where user_id is null;
alter table private.calendar_feeds
  alter column user_id set not null,
  drop constraint calendar_feeds_pkey,
  add primary key (account_id, user_id),
  add constraint calendar_feeds_member_fkey foreign key (account_id, user_id)
    references public.account_members (account_id, user_id) on delete cascade;
