-- Every counted request (a booking, an enquiry, a visitor's cold render) first deletes the
-- attempts older than an hour, by time alone: without this index that is a scan of the table.
create index booking_attempts_at_idx on private.booking_attempts (at);
