-- How long a session lasts, in minutes, so the agenda and the booking form can tell which
-- bookings overlap, not only which start together. Booking a saved session type copies its
-- duration, as it copies its price: changing the type later leaves booked sessions as they were.
-- Existing sessions get the hour a session type lasts by default. Up to a whole day: a wedding
-- is long, but a booking that runs past a day is a typo.
alter table public.sessions
  add column duration integer not null default 60 check (duration between 5 and 1440);
