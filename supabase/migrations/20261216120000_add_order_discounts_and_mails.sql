-- Gallery orders (docs/decisions/gallery-sales.md): each line keeps the coupon's discount as its
-- invoice line does (basis points off before tax), so the invoice issued on payment carries the
-- same lines and totals; and an order records when its paid mails went, so a job delivered twice
-- mails once (server-only: not published to Zero).
alter table public.gallery_order_items
  add column discount_bp integer not null default 0 check (discount_bp between 0 and 10000);

alter table public.gallery_orders add column paid_mailed_at bigint;
