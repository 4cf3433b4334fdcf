-- What the booking page says of a session type, apart from the description the team keeps for
-- itself: that one was labelled "for you and your team" and yet printed for visitors. Types
-- saved before start with no public text, so no note written for the team is shown again.
-- The table's grants, policies and publication cover the new column as they cover the others.
alter table public.session_types
  add column public_description text not null default '' check (length(public_description) <= 2000);
