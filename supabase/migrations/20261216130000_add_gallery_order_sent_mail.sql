-- When the client was mailed that their prints are on their way (functions/lib/gallery-orders/):
-- the queue delivers a job at least once, and this column is how a repeat of the job finds the
-- mail already sent. The server's alone: the publication names gallery_orders' columns, not this.
alter table public.gallery_orders add column sent_mailed_at bigint;
